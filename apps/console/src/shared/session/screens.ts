import { ROLES, type Role } from '@parcel/domain';

/**
 * The screens behind a login: their path, who may open them, and the
 * translation keys of their name and of their line on the dashboard. The route
 * guards, the sidebar and the dashboard all read this, so a role never sees an
 * entry it cannot open. Later screens join here (and in MENU) as they are built.
 */
export const SCREENS = {
  dashboard: {
    to: '/dashboard',
    roles: [ROLES.admin, ROLES.warehouse_worker, ROLES.client],
    label: 'screens.dashboard',
    description: 'dashboard.intro',
  },
  users: { to: '/users', roles: [ROLES.admin], label: 'screens.users', description: 'dashboard.users' },
  clients: { to: '/clients', roles: [ROLES.admin], label: 'screens.clients', description: 'dashboard.clients' },
  statuses: { to: '/statuses', roles: [ROLES.admin], label: 'screens.statuses', description: 'dashboard.statuses' },
  deadLetters: {
    to: '/dead-letters',
    roles: [ROLES.admin],
    label: 'screens.deadLetters',
    description: 'dashboard.deadLetters',
  },
  downloads: { to: '/downloads', roles: [ROLES.admin], label: 'screens.downloads', description: 'dashboard.downloads' },
  newShipment: {
    to: '/shipment/new',
    roles: [ROLES.admin, ROLES.client],
    label: 'screens.newShipment',
    description: 'dashboard.newShipment',
  },
  shipment: {
    to: '/shipment/$internalNumber',
    roles: [ROLES.admin, ROLES.warehouse_worker, ROLES.client],
    label: 'screens.shipment',
    description: 'dashboard.shipment',
  },
  company: { to: '/company', roles: [ROLES.client], label: 'screens.company', description: 'dashboard.company' },
  intake: {
    to: '/parcel-from-number-and-assign-to-client',
    roles: [ROLES.admin, ROLES.warehouse_worker],
    label: 'screens.intake',
    description: 'dashboard.intake',
  },
  externalInboundScan: {
    to: '/external_inbound/scan',
    roles: [ROLES.admin, ROLES.warehouse_worker],
    label: 'screens.externalInboundScan',
    description: 'dashboard.externalInboundScan',
  },
  externalInbound: {
    to: '/external_inbound',
    roles: [ROLES.admin, ROLES.warehouse_worker],
    label: 'screens.externalInbound',
    description: 'dashboard.externalInbound',
  },
  unknownClientAliases: {
    to: '/unknown-client-aliases',
    roles: [ROLES.admin],
    label: 'screens.unknownClientAliases',
    description: 'dashboard.unknownClientAliases',
  },
  profile: {
    to: '/profile',
    roles: [ROLES.admin, ROLES.warehouse_worker, ROLES.client],
    label: 'screens.profile',
    description: 'dashboard.profile',
  },
} as const satisfies Record<string, { to: string; roles: readonly Role[]; label: string; description: string }>;

export type ScreenId = keyof typeof SCREENS;

/** The sidebar per role, in the order of spec/01 §6 (screens that exist so far). */
const MENU: Record<Role, readonly ScreenId[]> = {
  [ROLES.admin]: [
    'dashboard',
    'users',
    'clients',
    'statuses',
    'intake',
    'externalInboundScan',
    'externalInbound',
    'unknownClientAliases',
    'deadLetters',
    'profile',
    'downloads',
  ],
  [ROLES.warehouse_worker]: ['dashboard', 'intake', 'externalInboundScan', 'externalInbound', 'profile'],
  [ROLES.client]: ['dashboard', 'company', 'profile'],
};

/**
 * Entry points on the dashboard that the spec's sidebars do not list
 * (spec/01 §6): a new shipment for admins and clients.
 */
const DASHBOARD_EXTRAS: Record<Role, readonly ScreenId[]> = {
  [ROLES.admin]: ['newShipment'],
  [ROLES.warehouse_worker]: [],
  [ROLES.client]: ['newShipment'],
};

/** The dashboard's entries: the menu (without the dashboard itself), then the extras. */
export function dashboardOf(role: Role): readonly ScreenId[] {
  return [...menuOf(role).filter((id) => id !== 'dashboard'), ...DASHBOARD_EXTRAS[role].filter((id) => mayOpen(role, id))];
}

export function menuOf(role: Role): readonly ScreenId[] {
  return MENU[role].filter((id) => mayOpen(role, id));
}

export function mayOpen(role: Role, screen: ScreenId): boolean {
  return (SCREENS[screen].roles as readonly Role[]).includes(role);
}
