import { describe, expect, it } from 'vitest';
import { labelBarcode, parcelNumber, shipmentNumber } from '../../shipments/numbers.js';
import {
  INTERNAL_INSTRUCTION_MARKER,
  SCAN_PAUSE_MS,
  SCAN_REFOCUS_MS,
  SCAN_WARNINGS,
  readScan,
  scanWarning,
  scannedParcelId,
  type ScanReading,
  type ScanScreen,
} from './scanner-rules.js';

const LABEL = labelBarcode({ parcelId: 12345, position: 1, count: 1, countryId: 2, service: 1 }); // 1000 4579335273 4 ...
const RESTICK_LABEL = labelBarcode({ parcelId: 12345, position: 1, count: 1, countryId: 2, service: 1 }, true);
const PARCEL = parcelNumber(12345, 'RO'); // 4PRO4579335273: 14 characters, not an EAN14
const SERIAL = LABEL.slice(4, 15);
const chars = (n: number, fill = 'A') => fill.repeat(n);
const II = INTERNAL_INSTRUCTION_MARKER;

/** A reading as the table writes it: `raw` only where it differs from the trimmed input. */
type Outcome = ScanReading extends infer R ? (R extends ScanReading ? Omit<R, 'raw'> & { raw?: string } : never) : never;
type Row = readonly [name: string, input: string, screen: ScanScreen, outcome: Outcome];

const SCREENS: readonly ScanScreen[] = ['scanning', 'sorting', 'intake', 'inbound', 'search'];

const TABLE: readonly Row[] = [
  // empty
  ['nothing', '', 'scanning', { kind: 'rejected', reason: 'empty' }],
  ['only whitespace and Enter', '  \r\n', 'sorting', { kind: 'rejected', reason: 'empty' }],
  // labels
  ['our label (1000)', LABEL, 'scanning', { kind: 'label', parcelSerial: SERIAL, restick: false }],
  ['our label to re-stick (0000)', RESTICK_LABEL, 'sorting', { kind: 'label', parcelSerial: SERIAL, restick: true }],
  ['a label with the wedge scanner’s Enter', `${LABEL}\r\n`, 'intake', { kind: 'label', parcelSerial: SERIAL, restick: false, raw: LABEL }],
  ['a label with spaces around', `  ${LABEL}\t`, 'search', { kind: 'label', parcelSerial: SERIAL, restick: false, raw: LABEL }],
  [
    '28 digits starting 1000 (any check digits)',
    `1000${chars(24, '9')}`,
    'inbound',
    { kind: 'label', parcelSerial: '99999999999', restick: false },
  ],
  ['28 digits starting 2000: not a label', `2000${chars(24, '1')}`, 'scanning', { kind: 'other', value: `2000${chars(24, '1')}` }],
  ['27 digits starting 1000: not a label', `1000${chars(23, '1')}`, 'scanning', { kind: 'other', value: `1000${chars(23, '1')}` }],
  ['28 characters with a letter: not a label', `1000${chars(23, '1')}X`, 'scanning', { kind: 'other', value: `1000${chars(23, '1')}X` }],
  // out numbers
  ['9 characters: out number', 'ABC123456', 'scanning', { kind: 'out_number', number: 'ABC123456', restick: true }],
  ['10 digits: out number', '1234567890', 'sorting', { kind: 'out_number', number: '1234567890', restick: true }],
  ['RE_ prefix removed', 'RE_1234567890123', 'scanning', { kind: 'out_number', number: '1234567890123', restick: true }],
  ['RE_ in lower case', 're_XYZ123', 'intake', { kind: 'out_number', number: 'XYZ123', restick: true }],
  ['RE_ alone', 'RE_', 'scanning', { kind: 'other', value: 'RE_' }],
  // parcel numbers
  ['our parcel number (14 characters with letters, not EAN14)', PARCEL, 'scanning', { kind: 'parcel_number', number: PARCEL }],
  ['our parcel number in lower case (Caps Lock)', PARCEL.toLowerCase(), 'sorting', { kind: 'parcel_number', number: PARCEL }],
  [
    'our shipment number has the same shape',
    shipmentNumber(777, 'HU'),
    'search',
    { kind: 'parcel_number', number: shipmentNumber(777, 'HU') },
  ],
  ['digit, 5 letters, 5 digits', '1ABCDE12345', 'scanning', { kind: 'parcel_number', number: '1ABCDE12345' }],
  [
    '10 characters of the parcel number shape: an out number (the length rule comes first)',
    '1ABCDE1234',
    'scanning',
    { kind: 'out_number', number: '1ABCDE1234', restick: true },
  ],
  ['digit, 3 letters, 4 digits (8 characters, not all digits)', '1ABC1234', 'inbound', { kind: 'parcel_number', number: '1ABC1234' }],
  ['digit, 6 letters: not a parcel number', '1ABCDEF12345', 'scanning', { kind: 'other', value: '1ABCDEF12345' }],
  ['digit, 2 letters: not a parcel number', '1AB12345678', 'scanning', { kind: 'other', value: '1AB12345678' }],
  // EAN
  ['8 digits: EAN8', '12345670', 'scanning', { kind: 'rejected', reason: 'ean8' }],
  ['13 digits: EAN13', '5901234123457', 'sorting', { kind: 'rejected', reason: 'ean13' }],
  ['14 digits: EAN14', '15901234123454', 'intake', { kind: 'rejected', reason: 'ean14' }],
  ['14 digits on the search screen too', '15901234123454', 'search', { kind: 'rejected', reason: 'ean14' }],
  ['EAN13 with Enter', '5901234123457\n', 'inbound', { kind: 'rejected', reason: 'ean13', raw: '5901234123457' }],
  ['12 digits: not an EAN we reject', '123456789012', 'scanning', { kind: 'other', value: '123456789012' }],
  ['8 characters with a letter: not EAN8', 'A2345678', 'scanning', { kind: 'other', value: 'A2345678' }],
  // lengths over 28
  ['29 characters: one long barcode', chars(29), 'scanning', { kind: 'other', value: chars(29) }],
  ['30 characters: too fast', chars(30), 'scanning', { kind: 'rejected', reason: 'too_fast' }],
  ['31 characters: one long barcode', chars(31), 'sorting', { kind: 'other', value: chars(31) }],
  ['32 characters: too fast', chars(32), 'intake', { kind: 'rejected', reason: 'too_fast' }],
  ['35 characters: one long barcode', chars(35), 'inbound', { kind: 'other', value: chars(35) }],
  ['36 characters: too fast', chars(36), 'inbound', { kind: 'rejected', reason: 'too_fast' }],
  ['two labels typed into one', LABEL + LABEL, 'scanning', { kind: 'rejected', reason: 'too_fast' }],
  ['29 characters on the search screen: still one barcode', chars(29), 'search', { kind: 'other', value: chars(29) }],
  ['30 characters on the search screen: too fast', chars(30), 'search', { kind: 'rejected', reason: 'too_fast' }],
  // internal instructions
  ['the marker and a code', `${II}ZONE7`, 'scanning', { kind: 'internal_instruction', code: 'ZONE7' }],
  ['the marker in lower case', '#ii#zone7', 'sorting', { kind: 'internal_instruction', code: 'zone7' }],
  [
    'the marker with a long code (40 characters)',
    `${II}${chars(36, 'B')}`,
    'sorting',
    { kind: 'internal_instruction', code: chars(36, 'B') },
  ],
  ['the marker over 28 on the search screen: too fast', `${II}${chars(36, 'B')}`, 'search', { kind: 'rejected', reason: 'too_fast' }],
  ['the marker under 28 on the search screen', `${II}ZONE7`, 'search', { kind: 'internal_instruction', code: 'ZONE7' }],
  ['the marker alone', II, 'scanning', { kind: 'other', value: II }],
  // other codes
  [
    'a 10-character workstation code reads as an out number (set-workstation sends raw)',
    'TY-SORT-01',
    'scanning',
    { kind: 'out_number', number: 'TY-SORT-01', restick: true },
  ],
  ['a short workstation code', 'ST01', 'scanning', { kind: 'other', value: 'ST01' }],
  ['a courier’s barcode (DPD, 14 characters with a letter)', '0000123456789U', 'sorting', { kind: 'other', value: '0000123456789U' }],
  ['27 characters', chars(27), 'scanning', { kind: 'other', value: chars(27) }],
  ['28 characters', chars(28), 'search', { kind: 'other', value: chars(28) }],
];

describe('readScan: the table of inputs and outcomes', () => {
  it('has a row for every kind, every rejection and every screen', () => {
    const kinds = new Set(TABLE.map(([, , , outcome]) => outcome.kind));
    const reasons = new Set(TABLE.flatMap(([, , , outcome]) => (outcome.kind === 'rejected' ? [outcome.reason] : [])));
    expect([...kinds].sort()).toEqual(['internal_instruction', 'label', 'other', 'out_number', 'parcel_number', 'rejected']);
    expect([...reasons].sort()).toEqual(['ean13', 'ean14', 'ean8', 'empty', 'too_fast']);
    expect(new Set(TABLE.map(([, , screen]) => screen)).size).toBe(SCREENS.length);
  });

  it.each(TABLE)('%s', (_name, input, screen, outcome) => {
    expect(readScan(input, screen)).toEqual({ raw: input.trim(), ...outcome });
  });
});

describe('every screen reads the same way up to 28 characters', () => {
  it.each(SCREENS)('%s', (screen) => {
    expect(readScan(LABEL, screen).kind).toBe('label');
    expect(readScan(PARCEL, screen).kind).toBe('parcel_number');
    expect(readScan('12345670', screen)).toMatchObject({ reason: 'ean8' });
    expect(readScan(chars(35), screen).kind).toBe('other');
    expect(readScan(`${II}${chars(30)}`, screen).kind).toBe(screen === 'search' ? 'rejected' : 'internal_instruction');
  });
});

describe('warnings', () => {
  it('given an EAN or a too fast scan, then the spec’s words', () => {
    expect(scanWarning(readScan('12345670', 'scanning'))).toBe('Zeskanowano nieprawidłowy kod - wykryto EAN8');
    expect(scanWarning(readScan('5901234123457', 'scanning'))).toBe('Zeskanowano nieprawidłowy kod - wykryto EAN13');
    expect(scanWarning(readScan('15901234123454', 'scanning'))).toBe('Zeskanowano nieprawidłowy kod - wykryto EAN14');
    expect(scanWarning(readScan(chars(30), 'scanning'))).toBe(SCAN_WARNINGS.too_fast);
    expect(SCAN_WARNINGS.too_fast).toBe('Zbyt szybko skanujesz przesyłki');
  });

  it('given an empty Enter or a read code, then no warning', () => {
    expect(scanWarning(readScan(' ', 'scanning'))).toBeNull();
    expect(scanWarning(readScan(LABEL, 'scanning'))).toBeNull();
    expect(scanWarning(readScan('ST01', 'scanning'))).toBeNull();
  });
});

describe('the parcel a scan names', () => {
  it('given our label or our parcel number, then its id', () => {
    expect(scannedParcelId(readScan(LABEL, 'scanning'))).toBe(12345);
    expect(scannedParcelId(readScan(RESTICK_LABEL, 'scanning'))).toBe(12345);
    expect(scannedParcelId(readScan(PARCEL.toLowerCase(), 'scanning'))).toBe(12345);
  });

  it('given a label with wrong check digits, a shipment number or an out number, then none', () => {
    expect(scannedParcelId(readScan(`1000${chars(24, '9')}`, 'scanning'))).toBeNull();
    expect(scannedParcelId(readScan(shipmentNumber(777, 'HU'), 'scanning'))).toBeNull();
    expect(scannedParcelId(readScan('1ABC1234', 'scanning'))).toBeNull();
    expect(scannedParcelId(readScan('RE_123456789', 'scanning'))).toBeNull();
  });
});

describe('timing constants', () => {
  it('the pauses and the refocus of spec/02 §9', () => {
    expect(SCAN_PAUSE_MS).toEqual({ scanning: 1000, sorting: 400, intake: 400, inbound: 400, search: 800 });
    expect(SCAN_REFOCUS_MS).toBe(2000);
  });
});
