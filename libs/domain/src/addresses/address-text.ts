/**
 * How the address registers' names are made fit to show and to search:
 * Romanian letters repaired (old cedilla forms, a file saved in the wrong code
 * page), upper-case SIRUTA names title-cased, and every name folded to a plain
 * form (lower case, no diacritics) that search terms are folded to as well.
 */

/** The old cedilla letters SIRUTA still uses, and the comma-below letters Romanian spells with. */
const COMMA_BELOW: Readonly<Record<string, string>> = { Ş: 'Ș', ş: 'ș', Ţ: 'Ț', ţ: 'ț' };

/** Ş ş Ţ ţ (cedilla) -> Ș ș Ț ț (comma below). */
export const commaBelow = (text: string): string => text.replace(/[ŞşŢţ]/g, (letter) => COMMA_BELOW[letter]!);

/**
 * Infocod's locality names passed through a wrong code page (ISO 8859-2 bytes
 * read as Latin-1): ª º Þ þ stand for Ș ș Ț ț.
 */
const MISREAD: Readonly<Record<string, string>> = { ª: 'Ș', º: 'ș', Þ: 'Ț', þ: 'ț' };

/** Infocod text with its misread letters (ª º Þ þ) and cedilla letters put right. */
export const repairInfocodText = (text: string): string => commaBelow(text.replace(/[ªºÞþ]/g, (letter) => MISREAD[letter]!));

/** Letters Unicode does not decompose into a base letter and a mark. */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ı: 'i',
};

/** Lower case without diacritics ('Brașov' -> 'brasov', 'Şimleu' -> 'simleu', 'Айтос' -> 'аитос'); punctuation kept. */
export function plainText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁđĐøØßæÆœŒı]/g, (letter) => UNDECOMPOSED[letter]!)
    .toLowerCase();
}

/**
 * The words of a name or a search term, plain and separated by one space:
 * apostrophes vanish ("Zet'ovo" -> 'zetovo'), any other punctuation separates
 * words ('Cluj-Napoca' -> 'cluj napoca', 'Ajtos / Айтос' -> 'ajtos аитос').
 * Names and terms compared in this form match with or without diacritics,
 * hyphens and capitals. Holds letters, digits and single spaces only.
 */
export function searchKey(text: string): string {
  return plainText(text)
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A postal code compared without spaces and dashes, upper case ('100 00' -> '10000', '01-234' -> '01234'). */
export const postalKey = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

/** Words Romanian place names keep in lower case inside a name ('Valea lui Mihai', 'Curtea de Argeș', 'Ștefan cel Mare'). */
const LOWER_CASE_WORDS = new Set(['de', 'din', 'lui', 'cu', 'la', 'pe', 'sub', 'peste', 'după', 'cel']);

/**
 * An upper-case Romanian name in title case, comma-below letters:
 * 'BISTRIŢA-NĂSĂUD' -> 'Bistrița-Năsăud', 'VALEA LUI MIHAI' -> 'Valea lui Mihai',
 * 'C.A. ROSETTI' -> 'C.A. Rosetti'. A letter after a space, a hyphen, a dot or a
 * bracket starts a word.
 */
export function romanianTitleCase(name: string): string {
  return commaBelow(name)
    .toLocaleLowerCase('ro')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word, index) =>
      index > 0 && LOWER_CASE_WORDS.has(word)
        ? word
        : word.replace(/(^|[-.(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('ro')),
    )
    .join(' ');
}

/** Text in the Cyrillic script (its first letter decides). */
const isCyrillic = (text: string): boolean => /^[^\p{L}]*\p{Script=Cyrillic}/u.test(text);

/**
 * A GeoNames name that comes in two scripts ('Айтос / Ajtos', Bulgarian) shown
 * Latin first ('Ajtos / Айтос'), so a list sorted by name follows the letters
 * people type here; both halves stay in the name and so in its search key.
 * Any other name is returned trimmed.
 */
export function latinFirst(name: string): string {
  const parts = name.split(' / ').map((part) => part.trim());
  if (parts.length === 2 && isCyrillic(parts[0]!) && !isCyrillic(parts[1]!)) return `${parts[1]} / ${parts[0]}`;
  return name.trim();
}

/** Street-type words (and their usual abbreviations) people put before a Romanian street's name, with Infocod's type; Infocod keeps the type apart. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  strada: 'Strada',
  str: 'Strada',
  bulevardul: 'Bulevard',
  bulevard: 'Bulevard',
  bd: 'Bulevard',
  bdul: 'Bulevard',
  calea: 'Cale',
  cale: 'Cale',
  aleea: 'Alee',
  alee: 'Alee',
  al: 'Alee',
  soseaua: 'Sosea',
  sosea: 'Sosea',
  sos: 'Sosea',
  piata: 'Piata',
  intrarea: 'Intrare',
  intrare: 'Intrare',
  splaiul: 'Splai',
  splai: 'Splai',
  drumul: 'Drum',
  drum: 'Drum',
  fundatura: 'Fundatura',
  fundacul: 'Fundac',
  fundac: 'Fundac',
  prelungirea: 'Prelungire',
  prelungire: 'Prelungire',
  stradela: 'Stradela',
  ulita: 'Ulita',
  pasajul: 'Pasaj',
  pasaj: 'Pasaj',
  trecerea: 'Trecere',
  trecere: 'Trecere',
};

/**
 * A street search term: its key without a leading street type, and that type
 * as Infocod names it ('Calea Victoriei' -> victoriei, Cale; 'str. Lipscani'
 * -> lipscani, Strada). A type alone is searched as a name.
 */
export function streetSearchTerm(text: string): { readonly key: string; readonly type: string | undefined } {
  const key = searchKey(text);
  const [first, ...rest] = key.split(' ');
  const type = Object.hasOwn(STREET_TYPES, first!) ? STREET_TYPES[first!] : undefined;
  return rest.length > 0 && type ? { key: rest.join(' '), type } : { key, type: undefined };
}
