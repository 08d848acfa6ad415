/** Error codes of the resignations area (reported resignations, docs/resignations.md). */
export const RESIGNATIONS_ERROR_CODES = [
  'resignation_not_found',
  'resignation_already_deleted',
  'resignation_waybill_unknown',
  'resignation_exists',
] as const;
export type ResignationsErrorCode = (typeof RESIGNATIONS_ERROR_CODES)[number];

/** spec/03 §8 "Resignations": the answers of a create and an update (and of a delete, as the shop calls have it). */
export const RESIGNATION_MESSAGES = {
  created: 'Utworzono pomyślnie!',
  updated: 'Zaktualizowano pomyślnie!',
  deleted: 'Usunięto pomyślnie!',
} as const;
