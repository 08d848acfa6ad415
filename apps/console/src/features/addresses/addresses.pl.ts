/** Polish texts of the public postal-code finder (/find-my-postal-code); addresses.ro.ts holds the same keys in Romanian. */
export const addresses = {
  finder: {
    title: 'Znajdź kod pocztowy',
    intro: 'Wpisz nazwę miejscowości w Rumunii (co najmniej 3 znaki) albo początek kodu pocztowego. Znaki diakrytyczne nie są wymagane.',
    language: 'Język',
    searchLabel: 'Miejscowość lub kod pocztowy',
    placeholder: 'np. Brașov',
    minLength: 'Wpisz co najmniej 3 znaki.',
    searching: 'Szukamy…',
    // The spec's town_find_error.
    townFindError: 'Nie znaleziono takiej miejscowości. Sprawdź pisownię.',
    tooManySearches: 'Zbyt wiele wyszukiwań. Spróbuj ponownie za minutę.',
    failed: 'Wyszukiwanie nie powiodło się. Spróbuj ponownie.',
    voivodeship: 'Województwo',
    municipality: 'Gmina',
    postalCode: 'Kod pocztowy',
    chosen: 'Wybrana miejscowość',
    toLogin: 'Przejdź do logowania',
  },
} as const;

/** The finder's texts in one language (the shape of the Polish ones). */
export type FinderTexts = { readonly [K in keyof typeof addresses.finder]: string };
