/** Polish texts of the non-working-day calendar (spec/02 §2 /calendar). */
export const calendar = {
  title: 'Kalendarz dni wolnych',
  year: 'Rok',
  today: 'Dziś: {{date}}',
  add: 'Dodaj dzień wolny',
  addTitle: 'Nowy dzień wolny',
  holidays: 'Dodaj święta państwowe {{year}}',
  holidaysQuestion: 'Dodać święta państwowe roku {{year}}? Wpisane dni zostaną bez zmian.',
  holidaysAdded: 'Dodano święta państwowe: {{count}}.',
  holidaysNone: 'Wszystkie święta roku {{year}} są już w kalendarzu.',
  fields: { date: 'Data', name: 'Nazwa' },
  actions: 'Akcje',
  empty: 'W roku {{year}} nie ma dni wolnych.',
  delete: 'Usuń dzień {{date}}',
  deleteQuestion: 'Usunąć dzień wolny {{date}} („{{name}}”)?',
  cancel: 'Anuluj',
  toast: { day_added: 'Dzień został dodany', day_removed: 'Dzień został usunięty' },
} as const;
