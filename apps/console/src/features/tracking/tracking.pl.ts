/**
 * Polish texts of the public tracking page (/tracking, /tracking/{number}).
 * The page also speaks Romanian: tracking.ro.ts has the same keys.
 */
export const tracking = {
  title: 'Śledzenie przesyłki',
  intro: 'Wpisz numer przesyłki lub paczki z etykiety.',
  language: {
    label: 'Język strony',
    pl: 'PL',
    ro: 'RO',
  },
  search: {
    label: 'Numer przesyłki lub paczki',
    placeholder: 'np. 3WRO8274019365',
    submit: 'Szukaj',
  },
  result: {
    number: 'Przesyłka {{number}}',
    destination: 'Miejsce docelowe:',
    place: '{{city}}, {{country}}',
    autoRefresh: 'Strona odświeża się sama co 15 sekund.',
  },
  history: {
    label: 'Historia statusów',
    tabs: 'Historia przesyłki i jej paczek',
    common: 'Wspólna historia',
    parcel: 'Paczka {{position}}',
    when: 'Data i godzina',
    status: 'Status',
    where: 'Miejsce',
  },
  loading: 'Szukamy przesyłki…',
  parcel_search_error: 'Nie znaleziono przesyłki o podanym numerze',
  parcel_tracking_empty: 'Brak historii statusów tej przesyłki',
  tooManyRequests: 'Zbyt wiele zapytań w krótkim czasie. Odczekaj minutę i spróbuj ponownie.',
  failed: 'Nie udało się pobrać historii przesyłki.',
  stale: 'Nie udało się odświeżyć historii: widać ostatni znany stan.',
  retry: 'Spróbuj ponownie',
} as const;
