import { addresses } from '@/features/addresses/addresses.pl';
import { auth } from '@/features/auth/auth.pl';
import { clients } from '@/features/clients/clients.pl';
import { dashboard } from '@/features/dashboard/dashboard.pl';
import { downloads } from '@/features/downloads/downloads.pl';
import { operations } from '@/features/operations/operations.pl';
import { profile } from '@/features/profile/profile.pl';
import { statuses } from '@/features/statuses/statuses.pl';
import { tracking } from '@/features/tracking/tracking.pl';
import { shipments } from '@/features/shipments/shipments.pl';
import { users } from '@/features/users/users.pl';
import { warehouse } from '@/features/warehouse/warehouse.pl';
import type { warehouseIntake } from '@/features/warehouse/intake/intake.pl';
import { shell } from '@/shell/shell.pl';
import { common } from './common.pl';

/**
 * The console's Polish, one i18next namespace per area, each area owning its
 * texts beside its code (`features/<area>/<area>.pl.ts`). Adding an area is one
 * entry here. A key names its namespace first (`users.title`); `common` is the
 * default namespace, so its keys need no prefix (`app.save`, `errors.unknown`).
 */
export const pl = {
  common,
  shell,
  auth,
  dashboard,
  profile,
  users,
  clients,
  operations,
  statuses,
  downloads,
  addresses,
  tracking,
  shipments,
  warehouse,
} as const;

/**
 * Namespaces a feature registers when its lazy chunk loads (registerNamespace
 * in i18n.ts), so their texts stay out of the initial JavaScript; typed here.
 */
export interface LazyNamespaces {
  warehouseIntake: typeof warehouseIntake;
}
const LAZY_NAMESPACES: readonly (keyof LazyNamespaces)[] = ['warehouseIntake'];

export type Namespace = keyof typeof pl | keyof LazyNamespaces;

/** Every namespace, the default (`common`) first. */
export const NAMESPACES = [
  'common',
  ...(Object.keys(pl) as Namespace[]).filter((ns) => ns !== 'common'),
  ...LAZY_NAMESPACES,
] as readonly ['common', ...Namespace[]];
