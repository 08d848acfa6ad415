/** Polish texts of the warehouse floor (issue 11). `scanner.`: the scan input, its feedback and the offline queue of every scanning screen. */
export const warehouse = {
  scanner: {
    label: 'Kod do zeskanowania',
    hint: 'Zeskanuj kod albo wpisz go i naciśnij Enter.',
    hintManual: 'Tryb ręczny: wpisz kod i naciśnij Enter albo „Zatwierdź”.',
    locked: 'Skanowanie wstrzymane na czas edycji.',
    manual: 'Tryb ręczny',
    submit: 'Zatwierdź',
    feedback: { success: 'Gotowe', warning: 'Uwaga', error: 'Błąd' },
    queue: {
      title: 'Skany czekające na połączenie: {{n}}',
      offline: 'Brak połączenia z serwerem. Skany zostaną wysłane po kolei, gdy połączenie wróci.',
      retry: 'Wyślij teraz',
    },
  },
} as const;
