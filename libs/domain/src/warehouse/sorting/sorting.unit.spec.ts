import { describe, expect, it } from 'vitest';
import { initialParcelState, type ParcelState } from '../../shipments/parcel.js';
import {
  KNOWN_PROBLEM_STATUS_ID,
  RECEIVED_STATUS_ID,
  SORTED_STATUS_ID,
  UNKNOWN_PROBLEM_STATUS_ID,
  decideSorting,
  repeatedSortingOutcome,
  sortingEvents,
  type SortingFacts,
  type SortingOutcome,
  type SortingSibling,
} from './sorting.js';
import { SORTING_RULES } from './rules.js';
import { SORTING_ZONES, bucketOf } from './zones.js';

const REGISTERED_AT = '2026-11-26T08:00:00.000Z';
const NOW = '2026-11-26T10:00:00.000Z';

/** Given: a registered home delivery to Romania of client 7, one parcel with its out number, nothing blocking. */
function given(over: { [K in keyof SortingFacts]?: Partial<SortingFacts[K]> } & { siblings?: SortingSibling[] } = {}): SortingFacts {
  return {
    scan: { statusTypeId: SORTED_STATUS_ID, statusSystemId: 'sorted', sector: null, clientId: null, at: NOW, ...over.scan },
    shipment: {
      shipmentId: 10,
      clientId: 7,
      clientName: 'Sklep Kowalski',
      deliveryService: 1,
      countryId: 1,
      courierId: 1,
      lockerId: null,
      creator: 'app_v2',
      deleted: false,
      registration: 'registered',
      registeredAt: REGISTERED_AT,
      ...over.shipment,
    },
    client:
      over.client === undefined ? { blocked: false, dispatchBlocked: false } : { blocked: false, dispatchBlocked: false, ...over.client },
    parcel: {
      parcelId: 100,
      number: '4PRO0000000100',
      outNumber: '1SDY000000001001',
      buffer: false,
      cancelled: false,
      sector: null,
      ...over.parcel,
    },
    siblings: over.siblings ?? [],
  };
}

const sibling = (over: Partial<SortingSibling> = {}): SortingSibling => ({
  parcelId: 101,
  number: '5PRO0000000101',
  present: true,
  inWaitingRoom: false,
  buffer: false,
  ...over,
});

const sorted = (zone: number, identifier: string, courier: string | null, completedMultiPack: string[] | null = null) => ({
  kind: 'sorted',
  zone,
  bucket: bucketOf(zone, identifier, 'Sklep Kowalski'),
  courier,
  completedMultiPack,
});
const refused = (code: string, reason: string, zone: number | null, sectorId: number | null = null) => ({
  kind: 'refused',
  code,
  reason,
  zone,
  suggestion: sectorId === null ? null : { statusTypeId: KNOWN_PROBLEM_STATUS_ID, sectorId },
});

const damaged = { id: 2, code: '2', name: 'Uszkodzona przesyłka' };

const CASES: [string, SortingFacts, unknown][] = [
  // The ways out
  ['home delivery to Romania: zone 1, Sameday', given(), sorted(1, 'RO-24', 'Sameday')],
  ['easybox in Romania: zone 2', given({ shipment: { deliveryService: 3, lockerId: 'SD-1234' } }), sorted(2, 'RO-LN', 'Sameday')],
  [
    'Cargus Ship&Go in Romania: zone 2, Cargus',
    given({ shipment: { deliveryService: 3, lockerId: 'CG-77' } }),
    sorted(2, 'RO-SG', 'Cargus'),
  ],
  ['home delivery to Hungary: zone 3', given({ shipment: { countryId: 3, courierId: 4 } }), sorted(3, 'HU-24', 'Sameday')],
  [
    'locker in Hungary: zone 3, locker bucket',
    given({ shipment: { countryId: 3, courierId: 4, deliveryService: 3, lockerId: 'SD-9' } }),
    sorted(3, 'HU-LN', 'Sameday'),
  ],
  ['home delivery to Bulgaria: zone 4', given({ shipment: { countryId: 4, courierId: 5 } }), sorted(4, 'BG-24', 'Sameday')],
  [
    'locker in Bulgaria: zone 4',
    given({ shipment: { countryId: 4, courierId: 5, deliveryService: 3, lockerId: 'SD-5' } }),
    sorted(4, 'BG-LN', 'Sameday'),
  ],
  [
    'locker in the Czech Republic: zone 7, the courier picks up itself',
    given({ shipment: { countryId: 10, courierId: 10, deliveryService: 3, lockerId: 'SD-3' } }),
    sorted(7, 'CZ-XL', 'Sameday'),
  ],
  [
    'locker in Slovakia: zone 7',
    given({ shipment: { countryId: 11, courierId: 11, deliveryService: 3, lockerId: 'SD-4' } }),
    sorted(7, 'SK-XL', 'Sameday'),
  ],
  ['a home return: zone 5, the client bucket', given({ shipment: { deliveryService: 2 } }), sorted(5, 'K7', null)],
  [
    'a locker return from Bulgaria: zone 5',
    given({ shipment: { deliveryService: 4, countryId: 4, courierId: 5, lockerId: 'SD-8' } }),
    sorted(5, 'K7', null),
  ],
  ['the chosen client is the parcel’s', given({ scan: { clientId: 7 } }), sorted(1, 'RO-24', 'Sameday')],
  [
    'an adopted buffer parcel goes out normally',
    given({ shipment: { creator: 'adoption' }, parcel: { buffer: true } }),
    sorted(1, 'RO-24', 'Sameday'),
  ],
  ['a client not in the read model blocks nothing', { ...given(), client: null }, sorted(1, 'RO-24', 'Sameday')],
  [
    'a multi-pack whose other parcels are here (received or sorted)',
    given({ siblings: [sibling(), sibling({ parcelId: 102, number: '6PRO0000000102' })] }),
    sorted(1, 'RO-24', 'Sameday'),
  ],
  [
    'this scan completes a multi-pack: the waiting parcels are named',
    given({ siblings: [sibling({ inWaitingRoom: true }), sibling({ parcelId: 102, number: '6PRO0000000102' })] }),
    sorted(1, 'RO-24', 'Sameday', ['5PRO0000000101']),
  ],
  // Problems the worker chose
  [
    'known problem with a sector: zone 9, the sector as bucket',
    given({ scan: { statusTypeId: KNOWN_PROBLEM_STATUS_ID, statusSystemId: 'known_problem_detected', sector: damaged } }),
    { kind: 'problem', zone: 9, bucket: { identifier: 'S2', name: 'Uszkodzona przesyłka' }, sector: damaged },
  ],
  [
    'unknown problem: sector 1 whatever was chosen, even for a deleted parcel',
    given({
      scan: { statusTypeId: UNKNOWN_PROBLEM_STATUS_ID, statusSystemId: 'unknown_problem_detected', sector: damaged },
      shipment: { deleted: true },
    }),
    {
      kind: 'problem',
      zone: 9,
      bucket: { identifier: 'S1', name: 'Nieznany problem' },
      sector: { id: 1, code: '1', name: 'Nieznany problem' },
    },
  ],
  // Refusals (spec/03 §8)
  [
    '410 a deleted shipment: cancelled zone, sector 5',
    given({ shipment: { deleted: true } }),
    refused('sorting_parcel_deleted', 'deleted', 8, 5),
  ],
  ['410 a cancelled parcel', given({ parcel: { cancelled: true } }), refused('sorting_parcel_deleted', 'cancelled', 8, 5)],
  [
    '402 an unknown client alias (made by an intake scan): verification zone 14',
    given({ shipment: { creator: 'init_scan' } }),
    refused('sorting_wrong_client', 'unknown_alias', 14, 6),
  ],
  [
    '402 a parcel of another client than the one sorted',
    given({ scan: { clientId: 8 } }),
    refused('sorting_wrong_client', 'other_client', 14, 6),
  ],
  ['405 a blocked client', given({ client: { blocked: true } }), refused('sorting_dispatch_blocked', 'client_blocked', 14, 6)],
  [
    '405 dispatch blocked (SENDING_SHIPMENTS_BLOCK)',
    given({ client: { dispatchBlocked: true } }),
    refused('sorting_dispatch_blocked', 'dispatch_blocked', 14, 6),
  ],
  [
    '406 a parcel waiting in a problem sector: back there',
    given({ parcel: { sector: { sectorId: 2, sectorCode: '2' } } }),
    refused('sorting_no_bucket', 'in_problem_sector', 9, 2),
  ],
  [
    '412 a multi-pack with a parcel still in the buffer',
    given({ siblings: [sibling({ buffer: true })] }),
    refused('sorting_multi_pack_in_buffer', 'buffer_in_multi_pack', 14, 6),
  ],
  [
    '412 also when the scanned parcel of a multi-pack is the buffer one',
    given({ parcel: { buffer: true }, siblings: [sibling()] }),
    refused('sorting_multi_pack_in_buffer', 'buffer_in_multi_pack', 14, 6),
  ],
  [
    '406 a single buffer parcel not given to a client yet',
    given({ parcel: { buffer: true } }),
    refused('sorting_no_bucket', 'buffer_parcel', 14, 6),
  ],
  [
    '406 not registered with the courier yet: no zone, scan again later',
    given({ shipment: { registration: 'awaiting', registeredAt: null }, parcel: { outNumber: null } }),
    refused('sorting_no_bucket', 'awaiting_registration', null),
  ],
  [
    '406 the courier refused it: verification',
    given({ shipment: { registration: 'failed', registeredAt: null }, parcel: { outNumber: null } }),
    refused('sorting_no_bucket', 'registration_failed', 14, 6),
  ],
  [
    '406 registered but this parcel has no out number',
    given({ parcel: { outNumber: null } }),
    refused('sorting_no_bucket', 'no_out_number', 14, 6),
  ],
  [
    '425 scanned (offline) before the courier registered the shipment',
    given({ scan: { at: '2026-11-26T07:59:59.000Z' } }),
    refused('sorting_scanned_too_early', 'before_registration', null),
  ],
  [
    '424 a multi-pack not fully scanned: the waiting room',
    given({ siblings: [sibling({ present: false }), sibling({ parcelId: 102, number: '6PRO0000000102' })] }),
    { kind: 'waiting_room', zone: 6, present: 2, total: 3, missing: ['5PRO0000000101'] },
  ],
  [
    'home delivery to the Czech Republic (cross-border): zone 7',
    given({ shipment: { countryId: 10, courierId: 10 } }),
    sorted(7, 'CZ-XB', 'Sameday'),
  ],
  [
    '406 no courier route (a locker of an unknown network)',
    given({ shipment: { deliveryService: 3, lockerId: 'XX-1' } }),
    refused('sorting_no_bucket', 'no_route', 14, 6),
  ],
];

describe('the sorting decision (docs/sorting.md)', () => {
  it.each(CASES)('%s', (_name, facts, expected) => {
    expect(decideSorting(facts)).toEqual(expected);
  });

  it('the rules admins read (SORTING_RULES) say what the decision does', () => {
    for (const [name, facts] of CASES) {
      const outcome = decideSorting(facts);
      const outcomeCode = outcome.kind === 'refused' ? outcome.code : outcome.kind === 'sorted' ? 'classified' : outcome.kind;
      const reason = outcome.kind === 'refused' ? outcome.reason : null;
      const found = SORTING_RULES.find((r) => r.outcome === outcomeCode && r.reason === reason);
      expect(found, name).toBeDefined();
      if (outcome.kind === 'refused') {
        expect(found?.zone, name).toBe(outcome.zone);
        expect(found?.suggestedSectorId ?? null, name).toBe(
          outcome.reason === 'in_problem_sector' ? null : (outcome.suggestion?.sectorId ?? null),
        );
        expect(found?.records, name).toBe(false);
      } else {
        expect(found?.records, name).toBe(true);
      }
    }
  });

  it.each<[string, SortingFacts, string]>([
    ['deleted before alias', given({ shipment: { deleted: true, creator: 'init_scan' } }), 'sorting_parcel_deleted'],
    [
      'alias before dispatch block',
      given({ shipment: { creator: 'init_scan' }, client: { dispatchBlocked: true } }),
      'sorting_wrong_client',
    ],
    [
      'dispatch block before the buffer',
      given({ client: { dispatchBlocked: true }, parcel: { buffer: true } }),
      'sorting_dispatch_blocked',
    ],
    [
      'registration before completeness',
      given({ shipment: { registration: 'awaiting' }, siblings: [sibling({ present: false })] }),
      'sorting_no_bucket',
    ],
    [
      'too early before completeness',
      given({ scan: { at: '2026-11-26T07:00:00.000Z' }, siblings: [sibling({ present: false })] }),
      'sorting_scanned_too_early',
    ],
  ])('the rules apply in order: %s', (_name, facts, code) => {
    expect((decideSorting(facts) as { code?: string }).code).toBe(code);
  });

  it('a known problem without a sector is a field error', () => {
    const facts = given({ scan: { statusTypeId: KNOWN_PROBLEM_STATUS_ID, statusSystemId: 'known_problem_detected' } });
    expect(() => decideSorting(facts)).toThrowError(
      expect.objectContaining({ code: 'sorting_sector_required', details: { field: 'problematic_sector_id' } }),
    );
  });

  it('every zone and bucket the decision names is in the table', () => {
    const zones = new Set(SORTING_ZONES.map((z) => z.zone));
    for (const zone of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14]) expect(zones.has(zone)).toBe(true);
    expect(SORTING_ZONES.find((z) => z.zone === 7)?.courier).toBe('Sameday');
  });
});

describe('what a decision records on the parcel stream', () => {
  const record = { parcelId: 100, shipmentId: 10, rowId: 500, where: 'TYCHY', statusRepeatable: true, scanId: 'scan-1' };
  const row = (statusTypeId: number) => ({
    type: 'ParcelStatusRecorded',
    data: { rowId: 500, parcelId: 100, shipmentId: 10, statusTypeId, when: NOW, where: 'TYCHY', deletionAllowed: true, scanId: 'scan-1' },
  });

  it('sorted: the status row and the classification', () => {
    const facts = given();
    expect(sortingEvents(initialParcelState, decideSorting(facts), facts.scan, record)).toEqual([
      row(SORTED_STATUS_ID),
      {
        type: 'ParcelClassified',
        data: {
          parcelId: 100,
          shipmentId: 10,
          zone: 1,
          bucket: 'RO-24',
          courier: 'Sameday',
          statusTypeId: SORTED_STATUS_ID,
          at: NOW,
          scanId: 'scan-1',
        },
      },
    ]);
  });

  it('a problem: the sector, the status row and the classification in zone 9', () => {
    const facts = given({ scan: { statusTypeId: KNOWN_PROBLEM_STATUS_ID, statusSystemId: 'known_problem_detected', sector: damaged } });
    expect(sortingEvents(initialParcelState, decideSorting(facts), facts.scan, record).map((e) => e.type)).toEqual([
      'ParcelSectorAssigned',
      'ParcelStatusRecorded',
      'ParcelClassified',
    ]);
    const inSector: ParcelState = { ...initialParcelState, sector: { sectorId: 2, sectorCode: '2', since: NOW } };
    expect(sortingEvents(inSector, decideSorting(facts), facts.scan, record).map((e) => e.type)).toEqual([
      'ParcelStatusRecorded',
      'ParcelClassified',
    ]);
  });

  it('the waiting room: the classification only, the parcel keeps status 55', () => {
    const facts = given({ siblings: [sibling({ present: false })] });
    expect(sortingEvents(initialParcelState, decideSorting(facts), facts.scan, record)).toEqual([
      {
        type: 'ParcelClassified',
        data: {
          parcelId: 100,
          shipmentId: 10,
          zone: 6,
          bucket: null,
          courier: null,
          statusTypeId: RECEIVED_STATUS_ID,
          at: NOW,
          scanId: 'scan-1',
        },
      },
    ]);
  });

  it('a refusal records nothing', () => {
    const facts = given({ client: { dispatchBlocked: true } });
    expect(sortingEvents(initialParcelState, decideSorting(facts), facts.scan, record)).toEqual([]);
  });

  it('a status that may not repeat is refused the second time', () => {
    const facts = given({ scan: { statusTypeId: 57, statusSystemId: 'handed_to_courier' } });
    const once: ParcelState = { ...initialParcelState, rows: [{ ...row(57).data, rowId: 1 }] };
    expect(() => sortingEvents(once, decideSorting(facts), facts.scan, { ...record, statusRepeatable: false })).toThrowError(
      'status_not_repeatable',
    );
  });
});

describe('a repeated scan id answers like the first', () => {
  const at = NOW;
  it('the recorded zone and bucket, and the multi-pack still waiting', () => {
    const outcome: SortingOutcome = repeatedSortingOutcome(
      { zone: 1, bucket: 'RO-24', courier: 'Sameday', at },
      { siblings: [sibling({ inWaitingRoom: true })] },
      null,
    );
    expect(outcome).toEqual(sorted(1, 'RO-24', 'Sameday', ['5PRO0000000101']));
  });
  it('the waiting room answers 424 again', () => {
    expect(repeatedSortingOutcome({ zone: 6, bucket: null, courier: null, at }, { siblings: [sibling({ present: false })] }, null)).toEqual(
      {
        kind: 'waiting_room',
        zone: 6,
        present: 1,
        total: 2,
        missing: ['5PRO0000000101'],
      },
    );
  });
  it('a client bucket keeps its name', () => {
    expect(repeatedSortingOutcome({ zone: 5, bucket: 'K7', courier: null, at }, { siblings: [] }, 'Sklep Kowalski')).toEqual(
      sorted(5, 'K7', null),
    );
  });
});
