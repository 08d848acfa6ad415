/** Polish texts of the tag generator (spec/02 §2 /tags). */
export const tags = {
  title: 'Tagi',
  intro: 'Wybierz rodzaj i to, czego dotyczy: powstanie PDF 100×150 mm z kodem kreskowym.',
  kind: 'Rodzaj tagu',
  kinds: { client: 'Klient', workstation: 'Stanowisko', problematic_sector: 'Sektor problematyczny' },
  client: 'Klient',
  warehouse: 'Magazyn',
  workstationType: 'Typ stanowiska',
  workstation: 'Stanowisko',
  pickWarehouseAndType: 'Najpierw wybierz magazyn i typ stanowiska.',
  sector: 'Sektor problematyczny',
  label: 'Napis na tagu',
  labelHint: 'Duże litery nad kodem (do 80 znaków).',
  value: 'Kod kreskowy: {{value}}',
  generate: 'Generuj PDF',
  generated: 'Tag został wygenerowany.',
  fields: { type: 'Rodzaj tagu', label: 'Napis na tagu', value: 'Wybór (klient, stanowisko lub sektor)' },
} as const;
