/** Error codes of the reports area (exports). */
export const REPORTS_ERROR_CODES = [
  'export_not_found',
  'export_type_not_allowed',
  'export_type_not_available',
  'export_custom_dates_not_allowed',
  'export_dates_invalid',
  'export_processable_not_supported',
  'export_not_ready',
  'export_validation_error_not_found',
  'export_client_required',
  'export_dates_required',
  'export_buffer_parcels_waiting',
] as const;
export type ReportsErrorCode = (typeof REPORTS_ERROR_CODES)[number];

/** spec/03 §8: a report that cannot honour the processable criterion. */
export const EXPORT_PROCESSABLE_MESSAGE = 'Wygenerowanie pliku wedle zadanych kryteriów (processable) nie jest możliwy!';
/** spec/01 §4, §8: the file of an export that is not ready. */
export const EXPORT_NOT_READY_MESSAGE = 'Pobranie pliku nie jest możliwe!';
/** spec/03 §8: the answer to an order. */
export const EXPORT_ORDERED_MESSAGE = 'Generowanie zestawienia przesyłek zostało zlecone!';
/** spec/01 §7, §8: a billing statement ordered while buffer parcels wait for their client. */
export const EXPORT_BUFFER_PARCELS_MESSAGE = 'Przed wygenerowaniem raportu do rozliczeń przypisz przesyłki buforowe do klientów.';
