import { describe, expect, it } from 'vitest';
import { csvText, idoSellHeader, idoSellLine } from './ido-sell-csv.js';

describe('the IdoSell pickup-point file', () => {
  it('given plain text, when written, then as it is; separators, quotes and edges quoted', () => {
    expect(csvText('easybox Sandbox Cluj-Napoca 1')).toBe('easybox Sandbox Cluj-Napoca 1');
    expect(csvText('Str. A; bl. 2')).toBe('"Str. A; bl. 2"');
    expect(csvText('The "Box"')).toBe('"The ""Box"""');
    expect(csvText('two\nlines')).toBe('two lines');
    expect(csvText(null)).toBe('');
  });

  it('given text that a spreadsheet would run as a formula, when written, then neutralised', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('-5')).toBe("'-5");
  });

  it('writes a BOM header and one line per locker', () => {
    expect(idoSellHeader()).toBe('\uFEFFpoint_id;name;address;postal_code;city;county;country;latitude;longitude;card_payment;courier\r\n');
    const line = idoSellLine(
      {
        id: 'SD-10261',
        courier: 'sameday',
        name: 'easybox Sandbox Alba Iulia 1',
        address: 'Str. Detunata 54',
        postal_code: '510064',
        locality_name: 'Alba Iulia',
        county: 'Alba',
        lat: 46.0494,
        lng: 23.58892,
        supported_payment: false,
      },
      'RO',
    );
    expect(line).toBe(
      'SD-10261;easybox Sandbox Alba Iulia 1;Str. Detunata 54;510064;Alba Iulia;Alba;RO;46.0494;23.58892;0;Sameday easybox\r\n',
    );
  });
});
