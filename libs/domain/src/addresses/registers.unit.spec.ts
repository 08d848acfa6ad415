import { describe, expect, it } from 'vitest';
import { parseGeonames } from './geonames.js';
import { parseInfocodStreets } from './infocod.js';
import { parseSiruta, sirutaPostalCode } from './siruta.js';

const SIRUTA = [
  'SIRUTA,DENLOC,CODP,JUD,SIRSUP,TIP,NIV,MED,REGIUNE,FSJ,FSL',
  '10,JUDEŢUL ALBA,0,1,1,40,1,0,7,1,0100000000000',
  '1017,MUNICIPIUL ALBA IULIA,0,1,10,1,2,1,7,1,0110040000000',
  '1026,ALBA IULIA,510005,1,1017,9,3,1,7,1,0110040100007',
  '1035,BĂRĂBANŢ,510001,1,1017,10,3,1,7,1,0110040500032',
  '1400,ORAŞ ABRUD,0,1,10,2,2,1,7,1,0',
  '1419,ABRUD,515100,1,1400,17,3,1,7,1,0',
  '1500,ALBA,0,1,10,3,2,3,7,1,0',
  '1501,ALBA IULIA,517000,1,1500,23,3,3,7,1,0',
  '403,MUNICIPIUL BUCUREŞTI,0,40,1,40,1,0,8,42,4200000000000',
  '179132,MUNICIPIUL BUCUREŞTI,0,40,403,9,2,1,8,42,4263072000000',
  '179141,BUCUREŞTI SECTORUL 1,10013,40,179132,6,3,1,8,42,4263072413415',
  '179150,BUCUREŞTI SECTORUL 2,20071,40,179132,6,3,1,8,42,4263072413416',
  '',
].join('\r\n');

const INFOCOD = [
  'id,judet,localitate,tip_strada,denumire,cod,sector,oficiu,adresa',
  '1,București,Bucuresti,Uz intern,Bucuresti 73 - curier rapid,062640,,,',
  '3,Alba,Alba Iulia,Bulevard,1 Decembrie 1918 bl. A2,510007,,,',
  '5,Alba,Alba Iulia,Bulevard,"1 Decembrie 1918 bl. M7, M8, M9",510008,,,',
  '6,Alba,Alba Iulia,O.P.,Alba Iulia 1,510010,,,',
  '7,Alba,Alba Iulia,,,510005,,,',
  '8,B,Bucuresti,,,*,,,',
  '9,București,Bucuresti,Strada,Zorilor nr. 2-44,052497,2,Bucuresti 75,"Str. Lacul Bucura, nr. 2"',
  '10,Alba,Abrud-Sat,Strada,Principala,515101,,,',
  '11,Alba,Abr,Strada,Avram Iancu,15100,,,',
  '',
].join('\r\n');

describe('the address registers', () => {
  it('given SIRUTA, when read, then its level-3 rows with county, municipality and a 6-digit postal code', () => {
    const localities = parseSiruta(SIRUTA);
    expect(localities.map((l) => l.id)).toEqual([1026, 1035, 1419, 1501, 179141, 179150]);
    expect(localities[1]).toEqual({
      id: 1035,
      country_id: 1,
      name: 'Bărăbanț',
      county: 'Alba',
      municipality: 'Alba Iulia',
      postal_code: '510001',
      sirutaType: 10,
    });
    expect(localities.find((l) => l.id === 1419)?.municipality).toBe('Abrud');
    expect(localities.find((l) => l.id === 179141)).toMatchObject({
      name: 'București Sectorul 1',
      county: 'București',
      postal_code: '010013',
    });
  });

  it('given CODP values, when read, then padded to 6 digits; 0 and junk mean no code', () => {
    expect(sirutaPostalCode('10013')).toBe('010013');
    expect(sirutaPostalCode('510005')).toBe('510005');
    expect(sirutaPostalCode('0')).toBeNull();
    expect(sirutaPostalCode('')).toBeNull();
  });

  it('given a GeoNames file, when read, then one locality per line with the offset id; a repeated place and code keeps the first line', () => {
    const tsv = [
      'BG\t8500\tАйтос / Ajtos\tБургас / Burgas\tBGS\tАйтос / Ajtos\tBGS01\t\tBGS01-00\t42.7\t27.25\t4',
      'BG\t8518\tЛясково / Ljaskovo\tБургас / Burgas\tBGS\t\t\t\t\t42.7333\t27.3\t4',
      'BG\t8500\tАйтос / Ajtos\tБургас / Burgas\tBGS\tАйтос / Ajtos\tBGS01\t\tBGS01-00\t42.7\t27.25\t4',
      'BG\t8501\tАйтос / Ajtos\tБургас / Burgas\tBGS\tАйтос / Ajtos\tBGS01\t\tBGS01-00\t42.7\t27.25\t4',
      '',
    ].join('\n');
    expect(parseGeonames(tsv, 'BG')).toEqual([
      {
        id: 4_000_001,
        country_id: 4,
        name: 'Ajtos / Айтос',
        county: 'Burgas / Бургас',
        municipality: 'Ajtos / Айтос',
        postal_code: '8500',
      },
      { id: 4_000_002, country_id: 4, name: 'Ljaskovo / Лясково', county: 'Burgas / Бургас', municipality: null, postal_code: '8518' },
      {
        id: 4_000_004,
        country_id: 4,
        name: 'Ajtos / Айтос',
        county: 'Burgas / Бургас',
        municipality: 'Ajtos / Айтос',
        postal_code: '8501',
      },
    ]);
    expect(
      parseGeonames('CZ\t100 00\tŽižkov\tHlavní město Praha\t52\tHlavní město Praha\t3100\t\t\t50.08\t14.45\t4\n', 'CZ')[0],
    ).toMatchObject({
      id: 10_000_001,
      country_id: 10,
      postal_code: '100 00',
    });
  });

  it('given Infocod, when its streets are read, then street rows only, each in its SIRUTA locality', () => {
    const { streets, unmatched } = parseInfocodStreets(INFOCOD, parseSiruta(SIRUTA));
    expect(streets).toEqual([
      // Of the two Alba Iulia in Alba county, the municipality's seat (type 9), not the village of Alba commune.
      { id: 3, locality_id: 1026, type: 'Bulevard', name: '1 Decembrie 1918 bl. A2', postal_code: '510007' },
      { id: 5, locality_id: 1026, type: 'Bulevard', name: '1 Decembrie 1918 bl. M7, M8, M9', postal_code: '510008' },
      // Bucharest's streets by their sector.
      { id: 9, locality_id: 179150, type: 'Strada', name: 'Zorilor nr. 2-44', postal_code: '052497' },
      // A cut-off name by the start of one name; a code that lost its leading zero padded.
      { id: 11, locality_id: 1419, type: 'Strada', name: 'Avram Iancu', postal_code: '015100' },
    ]);
    expect(unmatched).toEqual(['Alba / Abrud-Sat']);
  });
});
