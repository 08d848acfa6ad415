/** Polish texts of the downloads screen (admins): files to hand out to clients' shops. */
export const downloads = {
  title: 'Pobieranie',
  intro: 'Pliki do pobrania i przekazania klientom.',
  idoSell: {
    title: 'Punkty odbioru dla sklepów IdoSell',
    description:
      'Aktualna lista automatów paczkowych i punktów odbioru (Sameday easybox, Cargus Ship&Go) wybranego kraju w pliku CSV do importu w sklepie IdoSell.',
    countries: 'Kraje',
    download: 'Pobierz {{country}}',
    downloadNamed: 'Pobierz {{country}}: punkty odbioru, {{name}}',
    downloaded: 'Pobrano plik punktów odbioru: {{name}}.',
  },
} as const;
