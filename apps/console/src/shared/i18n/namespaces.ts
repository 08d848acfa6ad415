import type { addresses } from '@/features/addresses/addresses.pl';
import { auth } from '@/features/auth/auth.pl';
import type { clients } from '@/features/clients/clients.pl';
import type { dashboard } from '@/features/dashboard/dashboard.pl';
import type { downloads } from '@/features/downloads/downloads.pl';
import type { operations } from '@/features/operations/operations.pl';
import { profile } from '@/features/profile/profile.pl';
import type { statuses } from '@/features/statuses/statuses.pl';
import type { tracking } from '@/features/tracking/tracking.pl';
import type { shipments } from '@/features/shipments/shipments.pl';
import type { users } from '@/features/users/users.pl';
import type { warehouse } from '@/features/warehouse/warehouse.pl';
import type { calendar } from '@/features/calendar/calendar.pl';
import type { tags } from '@/features/tags/tags.pl';
import type { statistics } from '@/features/statistics/statistics.pl';
import type { listing } from '@/features/listing/listing.pl';
import type { warehouseWorkstations } from '@/features/warehouse/workstations/workstations.pl';
import type { warehouseSorting } from '@/features/warehouse/sorting/sorting.pl';
import type { warehouseScan } from '@/features/warehouse/scan/scan.pl';
import type { warehouseSectors } from '@/features/warehouse/problematic-sectors/sectors.pl';
import type { warehouseFloor } from '@/features/warehouse/floor/floor.pl';
import type { warehouseProblems } from '@/features/warehouse/problems/problems.pl';
import type { warehouseSearch } from '@/features/warehouse/search/search.pl';
import type { warehouseIntake } from '@/features/warehouse/intake/intake.pl';
import type { reports } from '@/features/reports/reports.pl';
import type { courierPrices } from '@/features/courier-prices/courier-prices.pl';
import type { pricing } from '@/features/pricing/pricing.pl';
import type { accounting } from '@/features/accounting/accounting.pl';
import type { invoices } from '@/features/invoices/invoices.pl';
import type { resignations } from '@/features/resignations/resignations.pl';
import type { shops } from '@/features/shops/shops.pl';
import { shell } from '@/shell/shell.pl';
import { common } from './common.pl';

/**
 * The console's Polish, one i18next namespace per area, each area owning its
 * texts beside its code (`features/<area>/<area>.pl.ts`). Adding an area is one
 * entry in LAZY. A key names its namespace first (`users.title`); `common` is
 * the default namespace, so its keys need no prefix (`app.save`, `errors.unknown`).
 *
 * What the first screens need (login, password pages, the frame) is bundled;
 * every other area's texts are a chunk of their own, loaded before the screens
 * behind a login (the `_app` route) or the public page that shows them, so the
 * initial JavaScript stays within its budget as areas grow.
 */
export const eager = { common, shell, auth, profile } as const;

const LAZY = {
  addresses: (): Promise<typeof addresses> => import('@/features/addresses/addresses.pl').then((m) => m.addresses),
  clients: (): Promise<typeof clients> => import('@/features/clients/clients.pl').then((m) => m.clients),
  dashboard: (): Promise<typeof dashboard> => import('@/features/dashboard/dashboard.pl').then((m) => m.dashboard),
  downloads: (): Promise<typeof downloads> => import('@/features/downloads/downloads.pl').then((m) => m.downloads),
  operations: (): Promise<typeof operations> => import('@/features/operations/operations.pl').then((m) => m.operations),
  statuses: (): Promise<typeof statuses> => import('@/features/statuses/statuses.pl').then((m) => m.statuses),
  tracking: (): Promise<typeof tracking> => import('@/features/tracking/tracking.pl').then((m) => m.tracking),
  shipments: (): Promise<typeof shipments> => import('@/features/shipments/shipments.pl').then((m) => m.shipments),
  users: (): Promise<typeof users> => import('@/features/users/users.pl').then((m) => m.users),
  warehouse: (): Promise<typeof warehouse> => import('@/features/warehouse/warehouse.pl').then((m) => m.warehouse),
  calendar: (): Promise<typeof calendar> => import('@/features/calendar/calendar.pl').then((m) => m.calendar),
  tags: (): Promise<typeof tags> => import('@/features/tags/tags.pl').then((m) => m.tags),
  statistics: (): Promise<typeof statistics> => import('@/features/statistics/statistics.pl').then((m) => m.statistics),
  warehouseWorkstations: (): Promise<typeof warehouseWorkstations> =>
    import('@/features/warehouse/workstations/workstations.pl').then((m) => m.warehouseWorkstations),
  warehouseSorting: (): Promise<typeof warehouseSorting> =>
    import('@/features/warehouse/sorting/sorting.pl').then((m) => m.warehouseSorting),
  warehouseScan: (): Promise<typeof warehouseScan> => import('@/features/warehouse/scan/scan.pl').then((m) => m.warehouseScan),
  warehouseSectors: (): Promise<typeof warehouseSectors> =>
    import('@/features/warehouse/problematic-sectors/sectors.pl').then((m) => m.warehouseSectors),
  warehouseFloor: (): Promise<typeof warehouseFloor> => import('@/features/warehouse/floor/floor.pl').then((m) => m.warehouseFloor),
  warehouseProblems: (): Promise<typeof warehouseProblems> =>
    import('@/features/warehouse/problems/problems.pl').then((m) => m.warehouseProblems),
  warehouseSearch: (): Promise<typeof warehouseSearch> => import('@/features/warehouse/search/search.pl').then((m) => m.warehouseSearch),
  warehouseIntake: (): Promise<typeof warehouseIntake> => import('@/features/warehouse/intake/intake.pl').then((m) => m.warehouseIntake),
  listing: (): Promise<typeof listing> => import('@/features/listing/listing.pl').then((m) => m.listing),
  reports: (): Promise<typeof reports> => import('@/features/reports/reports.pl').then((m) => m.reports),
  courierPrices: (): Promise<typeof courierPrices> => import('@/features/courier-prices/courier-prices.pl').then((m) => m.courierPrices),
  pricing: (): Promise<typeof pricing> => import('@/features/pricing/pricing.pl').then((m) => m.pricing),
  accounting: (): Promise<typeof accounting> => import('@/features/accounting/accounting.pl').then((m) => m.accounting),
  invoices: (): Promise<typeof invoices> => import('@/features/invoices/invoices.pl').then((m) => m.invoices),
  resignations: (): Promise<typeof resignations> =>
    import('@/features/resignations/resignations.pl').then((m) => m.resignations),
  shops: (): Promise<typeof shops> => import('@/features/shops/shops.pl').then((m) => m.shops),
} as const;

export type LazyNamespace = keyof typeof LAZY;

/** Every namespace's texts, for typed keys (i18next.d.ts). */
export type Pl = typeof eager & { [N in LazyNamespace]: Awaited<ReturnType<(typeof LAZY)[N]>> };

export type Namespace = keyof Pl;

export const LAZY_NAMESPACES = Object.keys(LAZY) as LazyNamespace[];

/** Every namespace, the default (`common`) first. */
export const NAMESPACES = [
  'common',
  ...(Object.keys(eager) as Namespace[]).filter((ns) => ns !== 'common'),
  ...LAZY_NAMESPACES,
] as readonly ['common', ...Namespace[]];

const loaded = new Map<LazyNamespace, Promise<void>>();

/** Loads these namespaces' texts (each once; a failed load is tried again next time) and hands them to `add`. */
export function loadNamespaces(names: readonly LazyNamespace[], add: (ns: LazyNamespace, texts: object) => void): Promise<void> {
  return Promise.all(
    names.map((ns) => {
      let loading = loaded.get(ns);
      if (!loading) {
        loading = LAZY[ns]().then((texts) => add(ns, texts));
        loading.catch(() => loaded.delete(ns));
        loaded.set(ns, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}
