import { ROLES, type Role } from '@parcel/domain';

/** Admins and warehouse workers. */
const STAFF = [ROLES.admin, ROLES.warehouse_worker] as const;

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
  /** /operational-price-list (-> income list), /operational-price-list/{type}/list, form[/{id}], client_form/{idClient}[/{id}] (spec/03 §2). */
  operationalPriceLists: {
    to: '/operational-price-list',
    roles: [ROLES.admin],
    label: 'screens.operationalPriceLists',
    description: 'dashboard.operationalPriceLists',
  },
  /** /prices and /prices/price/{id}: the couriers' price tables (spec/03 §2). */
  courierPrices: { to: '/prices', roles: [ROLES.admin], label: 'screens.courierPrices', description: 'dashboard.courierPrices' },
  /** /exchange-rates: the rates accounting converts with (spec silent; docs/accounting.md). */
  exchangeRates: { to: '/exchange-rates', roles: [ROLES.admin], label: 'screens.exchangeRates', description: 'dashboard.exchangeRates' },
  /** /invoices and /invoices/{id} (the detail opens in a new tab from the list; spec/03 §2). */
  invoices: { to: '/invoices', roles: [ROLES.admin], label: 'screens.invoices', description: 'dashboard.invoices' },
  deadLetters: {
    to: '/dead-letters',
    roles: [ROLES.admin],
    label: 'screens.deadLetters',
    description: 'dashboard.deadLetters',
  },
  downloads: { to: '/downloads', roles: [ROLES.admin], label: 'screens.downloads', description: 'dashboard.downloads' },
  calendar: { to: '/calendar', roles: [ROLES.admin], label: 'screens.calendar', description: 'dashboard.calendar' },
  tags: { to: '/tags', roles: [ROLES.admin, ROLES.warehouse_worker], label: 'screens.tags', description: 'dashboard.tags' },
  stats: { to: '/stats', roles: [ROLES.admin], label: 'screens.stats', description: 'dashboard.stats' },
  // The warehouse floor (spec/02 §2): screens that need a workstation guard with requireWorkstationScreen.
  parcelFromNumber: {
    to: '/parcel-from-number',
    roles: STAFF,
    label: 'screens.parcelFromNumber',
    description: 'dashboard.parcelFromNumber',
  },
  parcelIntake: {
    to: '/parcel-from-number-and-assign-to-client',
    roles: STAFF,
    label: 'screens.parcelIntake',
    description: 'dashboard.parcelIntake',
  },
  parcelClassification: {
    to: '/parcel-classification',
    roles: STAFF,
    label: 'screens.parcelClassification',
    description: 'dashboard.parcelClassification',
  },
  externalInboundScan: {
    to: '/external_inbound/scan',
    roles: STAFF,
    label: 'screens.externalInboundScan',
    description: 'dashboard.externalInboundScan',
  },
  /** /external_inbound and /external_inbound/{id} (the list and a detail; not in the menu). */
  externalInbound: { to: '/external_inbound', roles: STAFF, label: 'screens.externalInbound', description: 'dashboard.externalInbound' },
  parcelSearch: {
    to: '/parcel-search',
    roles: [ROLES.admin, ROLES.warehouse_worker, ROLES.client],
    label: 'screens.parcelSearch',
    description: 'dashboard.parcelSearch',
  },
  resolveProblematic: {
    to: '/resolve-problematic',
    roles: STAFF,
    label: 'screens.resolveProblematic',
    description: 'dashboard.resolveProblematic',
  },
  /** /problematic-sector/list and /problematic-sector/new. */
  problematicSectors: {
    to: '/problematic-sector/list',
    roles: STAFF,
    label: 'screens.problematicSectors',
    description: 'dashboard.problematicSectors',
  },
  /** /unknown-client-aliases and /unknown-client-aliases/{id}. */
  unknownClientAliases: {
    to: '/unknown-client-aliases',
    roles: [ROLES.admin],
    label: 'screens.unknownClientAliases',
    description: 'dashboard.unknownClientAliases',
  },
  setWorkstation: { to: '/set-workstation', roles: STAFF, label: 'screens.setWorkstation', description: 'dashboard.setWorkstation' },
  /** /workstations-list, /workstation/new and /workstation/{id}. */
  workstationsList: {
    to: '/workstations-list',
    roles: [ROLES.admin],
    label: 'screens.workstationsList',
    description: 'dashboard.workstationsList',
  },
  floor: { to: '/floor', roles: [ROLES.admin], label: 'screens.floor', description: 'dashboard.floor' },
  /** The zones and rules of sorting (linked from /parcel-classification). */
  sortingRules: { to: '/sorting-rules', roles: [ROLES.admin], label: 'screens.sortingRules', description: 'dashboard.sortingRules' },
  newShipment: {
    to: '/shipment/new',
    roles: [ROLES.admin, ROLES.client],
    label: 'screens.newShipment',
    description: 'dashboard.newShipment',
  },
  /** /shipment/{internalNumber}, and /parcel/{internal_number} (the spec's alias, a redirect here). */
  shipment: {
    to: '/shipment/$internalNumber',
    roles: [ROLES.admin, ROLES.warehouse_worker, ROLES.client],
    label: 'screens.shipment',
    description: 'dashboard.shipment',
  },
  /** Admin and client (spec/03 §2): a client's own company data; an admin picks a client. Only the client's menu lists it. */
  company: { to: '/company', roles: [ROLES.admin, ROLES.client], label: 'screens.company', description: 'dashboard.company' },
  /** The parcel and shipment listing (spec/03 §2); /parcel-list and /parcels-list are its staff addresses. */
  parcels: {
    to: '/parcels',
    roles: [ROLES.admin, ROLES.warehouse_worker, ROLES.client],
    label: 'screens.parcels',
    description: 'dashboard.parcels',
    /** "my parcels" in the client's sidebar (spec/01 §6). */
    clientLabel: 'screens.myParcels',
  },
  parcelList: { to: '/parcel-list', roles: STAFF, label: 'screens.parcels', description: 'dashboard.parcels' },
  /** /parcel-reported-resignations and /parcel-reported-resignation[/{id}] (spec/03 §2: admin only). */
  resignations: {
    to: '/parcel-reported-resignations',
    roles: [ROLES.admin],
    label: 'screens.resignations',
    description: 'dashboard.resignations',
  },
  /** /my-parcel-reported-resignations and /my-parcel-reported-resignation[/{id}] (spec/03 §2: client only). */
  myResignations: {
    to: '/my-parcel-reported-resignations',
    roles: [ROLES.client],
    label: 'screens.myResignations',
    description: 'dashboard.myResignations',
  },
  /** /my/external-shops, /my/external-shop[/{id}], /my/external-shop/{shopId}/courier[/{id}] (spec/03 §2: client only). */
  externalShops: {
    to: '/my/external-shops',
    roles: [ROLES.client],
    label: 'screens.externalShops',
    description: 'dashboard.externalShops',
  },
  profile: {
    to: '/profile',
    roles: [ROLES.admin, ROLES.warehouse_worker, ROLES.client],
    label: 'screens.profile',
    description: 'dashboard.profile',
  },
} as const satisfies Record<string, { to: string; roles: readonly Role[]; label: string; description: string; clientLabel?: string }>;

export type ScreenId = keyof typeof SCREENS;
type ScreenLabel = (typeof SCREENS)[ScreenId]['label'] | 'screens.myParcels';

/**
 * The sidebar per role, in the order of spec/01 §6 (screens that exist so far).
 * The workstation set/leave entry is the sidebar's workstation block (Sidebar.tsx), not a line here.
 */
const MENU: Record<Role, readonly ScreenId[]> = {
  [ROLES.admin]: [
    'dashboard',
    'parcels',
    'users',
    'clients',
    'operationalPriceLists',
    'courierPrices',
    'exchangeRates',
    'statuses',
    'parcelFromNumber',
    'parcelIntake',
    'parcelClassification',
    'externalInboundScan',
    'tags',
    'calendar',
    'stats',
    'parcelSearch',
    'resignations',
    'invoices',
    'unknownClientAliases',
    'deadLetters',
    'profile',
    'downloads',
    'problematicSectors',
    'workstationsList',
    'floor',
  ],
  [ROLES.warehouse_worker]: [
    'dashboard',
    'parcels',
    'parcelFromNumber',
    'parcelIntake',
    'parcelClassification',
    'parcelSearch',
    'externalInboundScan',
    'resolveProblematic',
    'tags',
    'profile',
  ],
  [ROLES.client]: ['dashboard', 'parcels', 'company', 'myResignations', 'externalShops', 'profile'],
};

/**
 * Entry points on the dashboard that the spec's sidebars do not list
 * (spec/01 §6): a new shipment for admins and clients, setting the workstation
 * for staff, problem handling for admins, sector types for workers, parcel
 * search for clients.
 */
const DASHBOARD_EXTRAS: Record<Role, readonly ScreenId[]> = {
  [ROLES.admin]: ['newShipment', 'setWorkstation', 'resolveProblematic'],
  [ROLES.warehouse_worker]: ['setWorkstation', 'problematicSectors'],
  [ROLES.client]: ['newShipment', 'parcelSearch'],
};

/** The dashboard's entries: the menu (without the dashboard itself), then the extras. */
export function dashboardOf(role: Role): readonly ScreenId[] {
  return [...menuOf(role).filter((id) => id !== 'dashboard'), ...DASHBOARD_EXTRAS[role].filter((id) => mayOpen(role, id))];
}

export function menuOf(role: Role): readonly ScreenId[] {
  return MENU[role].filter((id) => mayOpen(role, id));
}

/** The screen's name as the role's menu and dashboard show it (a client's own list may be named "my ..."). */
export function screenLabel(role: Role, screen: ScreenId): ScreenLabel {
  const entry: { label: ScreenLabel; clientLabel?: ScreenLabel } = SCREENS[screen];
  return role === ROLES.client && entry.clientLabel ? entry.clientLabel : entry.label;
}

export function mayOpen(role: Role, screen: ScreenId): boolean {
  return (SCREENS[screen].roles as readonly Role[]).includes(role);
}
