/** Polish texts of accounting: the exchange-rate table admins keep (docs/accounting.md "Exchange rates"). */
export const accounting = {
  rates: {
    title: 'Kursy walut',
    intro:
      'Kursy do rozliczeń: ile złotych za jednostkę waluty, od wybranego dnia. Przesyłkę rozlicza kurs obowiązujący w dniu jej rozliczenia.',
    tableLabel: 'Kursy walut',
    currency: 'Waluta',
    rate: 'PLN za jednostkę',
    validFrom: 'Obowiązuje od',
    empty: 'Nie ma jeszcze żadnego kursu: przesyłek w walutach innych niż PLN nie da się rozliczyć.',
    add: 'Zapisz kurs',
    saved: 'Zapisano kurs waluty',
  },
} as const;
