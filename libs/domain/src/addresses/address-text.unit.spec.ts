import { describe, expect, it } from 'vitest';
import {
  commaBelow,
  latinFirst,
  plainText,
  postalKey,
  repairInfocodText,
  romanianTitleCase,
  searchKey,
  streetSearchTerm,
} from './address-text.js';

describe('address text', () => {
  it('given cedilla letters, when put to comma below, then Ș ș Ț ț and nothing else changes', () => {
    expect(commaBelow('BRAŞOV, TÂRGU MUREŞ, ŢĂNDĂREI, ţară, şcoală')).toBe('BRAȘOV, TÂRGU MUREȘ, ȚĂNDĂREI, țară, școală');
    expect(commaBelow('Ă Â Î ă â î')).toBe('Ă Â Î ă â î');
  });

  it("given Infocod's misread letters (ª º Þ þ), when repaired, then comma-below letters", () => {
    expect(repairInfocodText('Andrei ªaguna')).toBe('Andrei Șaguna');
    expect(repairInfocodText('Dealu ªtefanitei º Þ þ Ş')).toBe('Dealu Ștefanitei ș Ț ț Ș');
  });

  it('given names with diacritics in any script, when made plain, then lower case without marks, punctuation kept', () => {
    expect(plainText('Brașov')).toBe('brasov');
    expect(plainText('BRAŞOV')).toBe('brasov');
    expect(plainText('Târgu-Mureș')).toBe('targu-mures');
    expect(plainText('Zalalövő Łódź Žižkov Banská Štiavnica')).toBe('zalalovo lodz zizkov banska stiavnica');
    expect(plainText('Айтос')).toBe('аитос');
  });

  it('given punctuation, apostrophes and two scripts, when keyed for search, then plain words separated by one space', () => {
    expect(searchKey('Cluj-Napoca')).toBe('cluj napoca');
    expect(searchKey("  Zet'ovo / Зетьово ")).toBe('zetovo зетьово');
    expect(searchKey('C.A. Rosetti')).toBe('c a rosetti');
    expect(searchKey('Drobeta-Turnu S')).toBe('drobeta turnu s');
    expect(searchKey('%_\\')).toBe('');
  });

  it('given postal codes written with spaces or dashes, when keyed, then the bare code', () => {
    expect(postalKey('100 00')).toBe('10000');
    expect(postalKey('01-234')).toBe('01234');
    expect(postalKey('ab 1')).toBe('AB1');
  });

  it('given upper-case SIRUTA names, when title-cased, then Romanian capitals, small words lower inside a name', () => {
    expect(romanianTitleCase('BISTRIŢA-NĂSĂUD')).toBe('Bistrița-Năsăud');
    expect(romanianTitleCase('VALEA LUI MIHAI')).toBe('Valea lui Mihai');
    expect(romanianTitleCase('CURTEA DE ARGEŞ')).toBe('Curtea de Argeș');
    expect(romanianTitleCase('ŞTEFAN CEL MARE')).toBe('Ștefan cel Mare');
    expect(romanianTitleCase('C.A. ROSETTI')).toBe('C.A. Rosetti');
    expect(romanianTitleCase('ALEXANDRU I.CUZA')).toBe('Alexandru I.Cuza');
    expect(romanianTitleCase('ÎNTORSURA BUZĂULUI')).toBe('Întorsura Buzăului');
    expect(romanianTitleCase('BUCUREŞTI SECTORUL 1')).toBe('București Sectorul 1');
    // A small word that opens the name stays capital.
    expect(romanianTitleCase('LA FÂNTÂNI')).toBe('La Fântâni');
  });

  it('given a Cyrillic / Latin name, when shown, then Latin first; other names unchanged', () => {
    expect(latinFirst('Айтос / Ajtos')).toBe('Ajtos / Айтос');
    expect(latinFirst('София (столица) / Sofija (stolica)')).toBe('Sofija (stolica) / София (столица)');
    expect(latinFirst('Bov')).toBe('Bov');
    expect(latinFirst(' Praha 10 / Malešice ')).toBe('Praha 10 / Malešice');
  });

  it('given a street term with its type in front, when read, then the type apart as Infocod names it; a type alone is a name', () => {
    expect(streetSearchTerm('Calea Victoriei')).toEqual({ key: 'victoriei', type: 'Cale' });
    expect(streetSearchTerm('Str. Lipscani')).toEqual({ key: 'lipscani', type: 'Strada' });
    expect(streetSearchTerm('Bd. Unirii')).toEqual({ key: 'unirii', type: 'Bulevard' });
    expect(streetSearchTerm('Șoseaua Kiseleff')).toEqual({ key: 'kiseleff', type: 'Sosea' });
    expect(streetSearchTerm('Victoriei')).toEqual({ key: 'victoriei', type: undefined });
    expect(streetSearchTerm('Strada')).toEqual({ key: 'strada', type: undefined });
    expect(streetSearchTerm('constructor x')).toEqual({ key: 'constructor x', type: undefined });
  });
});
