/**
 * The sorting floor of TYCHY (docs/sorting.md): numbered zones, each a place
 * on the floor where parcels wait for one way out, and inside a zone the
 * buckets (cages, pallets) a parcel is put in. The sorting decision
 * (sorting.ts) names one zone and bucket per parcel; admins read this table
 * (GET app/v1/sorting/rules, /sorting-rules) and the live floor view counts
 * parcels per zone.
 */

export interface SortingBucket {
  /** What is written on the cage (shown big after a scan). */
  readonly identifier: string;
  readonly name: string;
}

/** How a zone is used: the ways out (deliveries, returns, the courier's own pickup) and the places a parcel waits instead. */
export type ZoneKind = 'delivery' | 'courier_pickup' | 'returns' | 'waiting_room' | 'cancelled' | 'problem' | 'reception' | 'verification';

export interface SortingZone {
  readonly zone: number;
  readonly kind: ZoneKind;
  readonly name: string;
  /** Who takes the parcels out of the zone (null: nobody, they wait for people). */
  readonly courier: string | null;
  /** What goes there, in the floor's words. */
  readonly description: string;
  /** The zone's buckets; `perClient` zones have one bucket per client (named after it, `K<client id>`). */
  readonly buckets: readonly SortingBucket[];
  readonly perClient: boolean;
}

export const COURIER_NAMES = { sameday: 'Sameday', cargus: 'Cargus' } as const;

export const ZONE_RO_HOME = 1;
export const ZONE_RO_LOCKERS = 2;
export const ZONE_HU = 3;
export const ZONE_BG = 4;
export const ZONE_RETURNS = 5;
export const ZONE_WAITING_ROOM = 6;
/** The courier collects these at our dock itself: the screen shows its name big (spec/02 §4). */
export const ZONE_COURIER_PICKUP = 7;
export const ZONE_CANCELLED = 8;
export const ZONE_PROBLEMS = 9;
export const ZONE_RECEPTION = 10;
/** Parcels that may not leave until the office checks them (spec/02 §8: "verification zone 14"). */
export const ZONE_VERIFICATION = 14;

const bucket = (identifier: string, name: string): SortingBucket => ({ identifier, name });

export const SORTING_ZONES: readonly SortingZone[] = [
  {
    zone: ZONE_RO_HOME,
    kind: 'delivery',
    name: 'Rumunia – dostawa do domu',
    courier: COURIER_NAMES.sameday,
    description: 'Dostawy do domu w Rumunii (usługa 1), linia do Rumunii, ostatnia mila Sameday.',
    buckets: [bucket('RO-24', 'Sameday Rumunia – kurier do domu')],
    perClient: false,
  },
  {
    zone: ZONE_RO_LOCKERS,
    kind: 'delivery',
    name: 'Rumunia – automaty paczkowe',
    courier: `${COURIER_NAMES.sameday} / ${COURIER_NAMES.cargus}`,
    description: 'Dostawy do automatów w Rumunii (usługa 3): easybox Sameday albo punkt Ship&Go Cargus, wg automatu.',
    buckets: [bucket('RO-LN', 'Sameday easybox Rumunia'), bucket('RO-SG', 'Cargus Ship&Go Rumunia')],
    perClient: false,
  },
  {
    zone: ZONE_HU,
    kind: 'delivery',
    name: 'Węgry',
    courier: COURIER_NAMES.sameday,
    description: 'Dostawy na Węgry (kurier 4): do domu (usługa 1) i do automatów (usługa 3), linia na Węgry.',
    buckets: [bucket('HU-24', 'Sameday Węgry – kurier do domu'), bucket('HU-LN', 'Sameday Węgry – automaty')],
    perClient: false,
  },
  {
    zone: ZONE_BG,
    kind: 'delivery',
    name: 'Bułgaria',
    courier: COURIER_NAMES.sameday,
    description: 'Dostawy do Bułgarii (kurier 5): do domu (usługa 1) i do automatów (usługa 3), linia do Bułgarii.',
    buckets: [bucket('BG-24', 'Sameday Bułgaria – kurier do domu'), bucket('BG-LN', 'Sameday Bułgaria – automaty')],
    perClient: false,
  },
  {
    zone: ZONE_RETURNS,
    kind: 'returns',
    name: 'Zwroty do klientów',
    courier: null,
    description: 'Zwroty (usługi 2 i 4) wracające do nadawcy w Polsce: jeden pojemnik na klienta.',
    buckets: [],
    perClient: true,
  },
  {
    zone: ZONE_WAITING_ROOM,
    kind: 'waiting_room',
    name: 'Poczekalnia wielopaków',
    courier: null,
    description:
      'Paczki wielopaku, którego pozostałe paczki nie dotarły jeszcze do magazynu (424). Gdy skan ostatniej paczki skompletuje wielopak, ekran prosi o zabranie paczek z poczekalni i ich ponowne zeskanowanie.',
    buckets: [],
    perClient: false,
  },
  {
    zone: ZONE_COURIER_PICKUP,
    kind: 'courier_pickup',
    name: 'Odbiór własny kuriera',
    courier: COURIER_NAMES.sameday,
    description:
      'Czechy (kurier 10) i Słowacja (kurier 11): przesyłki transgraniczne Sameday (XB/XL), które kurier odbiera sam z naszej rampy. Ekran pokazuje nazwę kuriera.',
    buckets: [
      bucket('CZ-XL', 'Sameday Czechy – automaty'),
      bucket('CZ-XB', 'Sameday Czechy – kurier do domu'),
      bucket('SK-XL', 'Sameday Słowacja – automaty'),
      bucket('SK-XB', 'Sameday Słowacja – kurier do domu'),
    ],
    perClient: false,
  },
  {
    zone: ZONE_CANCELLED,
    kind: 'cancelled',
    name: 'Przesyłki anulowane i usunięte',
    courier: null,
    description: 'Przesyłki usunięte lub anulowane (410): do sektora anulowanych (sektor 5).',
    buckets: [],
    perClient: false,
  },
  {
    zone: ZONE_PROBLEMS,
    kind: 'problem',
    name: 'Sektory problematyczne',
    courier: null,
    description:
      'Przesyłki, którym pracownik nadał status problemu (znany problem z wybranym sektorem, nieznany problem – sektor 1); pojemnik to sektor.',
    buckets: [],
    perClient: false,
  },
  {
    zone: ZONE_RECEPTION,
    kind: 'reception',
    name: 'Przyjęcie przesyłek',
    courier: null,
    description: 'Paczki, których nie ma w systemie (404): do przyjęcia z przypisaniem klienta.',
    buckets: [],
    perClient: false,
  },
  {
    zone: ZONE_VERIFICATION,
    kind: 'verification',
    name: 'Strefa weryfikacji',
    courier: null,
    description:
      'Przesyłki niedopuszczone do nadania: nieznany lub niewłaściwy alias klienta (402), blokada nadawania (405), odrzucone przez kuriera lub bez numeru wyjściowego (406), wielopak czekający w buforze (412). Sektor weryfikacji (6).',
    buckets: [],
    perClient: false,
  },
];

export const sortingZone = (zone: number): SortingZone | undefined => SORTING_ZONES.find((z) => z.zone === zone);

/** The bucket of a client in the returns zone. */
export const clientBucket = (clientId: number, clientName: string): SortingBucket => ({ identifier: `K${clientId}`, name: clientName });

/** The bucket of a problematic sector in the problems zone. */
export const sectorBucket = (sectorCode: string, sectorName: string): SortingBucket => ({ identifier: `S${sectorCode}`, name: sectorName });

/** The bucket an identifier names in a zone; a client's or a sector's bucket takes its name from `name`. */
export function bucketOf(zone: number, identifier: string | null, name: string | null): SortingBucket | null {
  if (identifier === null) return null;
  const found = sortingZone(zone)?.buckets.find((b) => b.identifier === identifier);
  if (found) return found;
  return { identifier, name: name ?? identifier };
}
