import type { tracking } from './tracking.pl';

/** The same shape as the Polish texts, any wording. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Romanian texts of the public tracking page: the keys of tracking.pl.ts. */
export const trackingRo: Texts<typeof tracking> = {
  title: 'Urmărirea coletului',
  intro: 'Introduceți numărul expedierii sau al coletului de pe etichetă.',
  language: {
    label: 'Limba paginii',
    pl: 'PL',
    ro: 'RO',
  },
  search: {
    label: 'Numărul expedierii sau al coletului',
    placeholder: 'de ex. 3WRO8274019365',
    submit: 'Caută',
  },
  result: {
    number: 'Expedierea {{number}}',
    destination: 'Destinație:',
    place: '{{city}}, {{country}}',
    autoRefresh: 'Pagina se actualizează singură la fiecare 15 secunde.',
  },
  history: {
    label: 'Istoricul stărilor',
    tabs: 'Istoricul expedierii și al coletelor',
    common: 'Istoric comun',
    parcel: 'Coletul {{position}}',
    when: 'Data și ora',
    status: 'Stare',
    where: 'Locație',
  },
  loading: 'Căutăm coletul…',
  parcel_search_error: 'Nu am găsit coletul cu acest număr',
  parcel_tracking_empty: 'Nu există încă nicio stare pentru acest colet',
  tooManyRequests: 'Prea multe cereri într-un timp scurt. Așteptați un minut și încercați din nou.',
  failed: 'Nu am putut încărca istoricul coletului.',
  stale: 'Nu am putut actualiza istoricul: se vede ultima stare cunoscută.',
  retry: 'Încercați din nou',
};
