import { describe, expect, it } from 'vitest';
import { ROLES } from '@parcel/domain';
import { dashboardOf, mayOpen, menuOf, screenLabel } from './screens';

describe('menu per role', () => {
  it('given an admin, then users and clients are in the menu; the company view opens by address (spec/03 §2: admin and client) but is not in the menu', () => {
    expect(menuOf(ROLES.admin)).toEqual([
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
    ]);
    expect(mayOpen(ROLES.admin, 'company')).toBe(true);
  });

  it('given a warehouse worker, then intake and the external inbound screens, not the unknown client aliases; clients none of them', () => {
    expect(menuOf(ROLES.warehouse_worker)).toEqual(expect.arrayContaining(['parcelIntake', 'externalInboundScan']));
    expect(mayOpen(ROLES.warehouse_worker, 'externalInbound')).toBe(true);
    expect(mayOpen(ROLES.warehouse_worker, 'unknownClientAliases')).toBe(false);
    for (const screen of ['parcelIntake', 'externalInboundScan', 'externalInbound', 'unknownClientAliases'] as const)
      expect(mayOpen(ROLES.client, screen)).toBe(false);
  });

  it('given a warehouse worker or a client, then no users or clients screens, in the menu or by address', () => {
    for (const role of [ROLES.warehouse_worker, ROLES.client]) {
      expect(menuOf(role)).not.toContain('users');
      expect(mayOpen(role, 'users')).toBe(false);
      expect(mayOpen(role, 'clients')).toBe(false);
      expect(mayOpen(role, 'deadLetters')).toBe(false);
      expect(mayOpen(role, 'statuses')).toBe(false);
      expect(mayOpen(role, 'courierPrices')).toBe(false);
      expect(mayOpen(role, 'operationalPriceLists')).toBe(false);
      expect(mayOpen(role, 'downloads')).toBe(false);
      expect(mayOpen(role, 'invoices')).toBe(false);
      expect(mayOpen(role, 'calendar')).toBe(false);
      expect(mayOpen(role, 'stats')).toBe(false);
      expect(mayOpen(role, 'profile')).toBe(true);
    }
  });

  it('given a warehouse worker, then tags are in the menu (spec/01 §6); a client cannot open them', () => {
    expect(menuOf(ROLES.warehouse_worker)).toContain('tags');
    expect(mayOpen(ROLES.client, 'tags')).toBe(false);
  });

  it('given a client, then its own company is in the menu; staff do not see it', () => {
    expect(menuOf(ROLES.client)).toEqual(['dashboard', 'parcels', 'company', 'myResignations', 'externalShops', 'profile']);
    expect(mayOpen(ROLES.warehouse_worker, 'company')).toBe(false);
  });

  it('given the reported resignations (spec/03 §2), then admins open the staff screens and clients their own', () => {
    expect(mayOpen(ROLES.admin, 'resignations')).toBe(true);
    expect(mayOpen(ROLES.warehouse_worker, 'resignations')).toBe(false);
    expect(mayOpen(ROLES.client, 'resignations')).toBe(false);
    expect(mayOpen(ROLES.client, 'myResignations')).toBe(true);
    expect(mayOpen(ROLES.admin, 'myResignations')).toBe(false);
    expect(mayOpen(ROLES.warehouse_worker, 'myResignations')).toBe(false);
    expect(menuOf(ROLES.warehouse_worker)).not.toContain('resignations');
  });

  it('given the shop platforms (spec/03 §2: client only), then only a client opens them, from its menu', () => {
    expect(mayOpen(ROLES.client, 'externalShops')).toBe(true);
    expect(mayOpen(ROLES.admin, 'externalShops')).toBe(false);
    expect(mayOpen(ROLES.warehouse_worker, 'externalShops')).toBe(false);
    expect(menuOf(ROLES.admin)).not.toContain('externalShops');
  });
});

describe('the warehouse floor per role (spec/02 §2, spec/01 §6)', () => {
  it('given a warehouse worker, then the floor screens of the worker sidebar, no admin-only screen', () => {
    expect(menuOf(ROLES.warehouse_worker)).toEqual([
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
    ]);
    for (const screen of ['workstationsList', 'unknownClientAliases', 'floor'] as const)
      expect(mayOpen(ROLES.warehouse_worker, screen)).toBe(false);
    for (const screen of ['setWorkstation', 'problematicSectors', 'externalInbound'] as const)
      expect(mayOpen(ROLES.warehouse_worker, screen)).toBe(true);
  });

  it('given a client, then only the parcel search of the floor (on the dashboard, not in the menu)', () => {
    const floor = [
      'parcelFromNumber',
      'parcelIntake',
      'parcelClassification',
      'externalInboundScan',
      'externalInbound',
      'resolveProblematic',
      'problematicSectors',
      'unknownClientAliases',
      'setWorkstation',
      'workstationsList',
      'floor',
    ] as const;
    for (const screen of floor) expect(mayOpen(ROLES.client, screen)).toBe(false);
    expect(mayOpen(ROLES.client, 'parcelSearch')).toBe(true);
    expect(menuOf(ROLES.client)).not.toContain('parcelSearch');
    expect(dashboardOf(ROLES.client)).toContain('parcelSearch');
  });

  it('given staff, then setting the workstation is on the dashboard (the sidebar has its own workstation block)', () => {
    for (const role of [ROLES.admin, ROLES.warehouse_worker]) {
      expect(menuOf(role)).not.toContain('setWorkstation');
      expect(dashboardOf(role)).toContain('setWorkstation');
    }
  });
});

describe('the dashboard per role', () => {
  it('given an admin or a client, then a new shipment is offered on the dashboard (the spec’s sidebars do not list it); a warehouse worker cannot open it', () => {
    expect(dashboardOf(ROLES.admin)).toContain('newShipment');
    expect(dashboardOf(ROLES.client)).toContain('newShipment');
    expect(menuOf(ROLES.admin)).not.toContain('newShipment');
    expect(dashboardOf(ROLES.warehouse_worker)).not.toContain('newShipment');
    expect(mayOpen(ROLES.warehouse_worker, 'newShipment')).toBe(false);
    for (const role of [ROLES.admin, ROLES.warehouse_worker, ROLES.client]) expect(mayOpen(role, 'shipment')).toBe(true);
  });
});

describe('names of screens per role', () => {
  it('given a client, then the listing is "my parcels" (spec/01 §6); staff see it as the parcels', () => {
    expect(screenLabel(ROLES.client, 'parcels')).toBe('screens.myParcels');
    expect(screenLabel(ROLES.admin, 'parcels')).toBe('screens.parcels');
    expect(screenLabel(ROLES.warehouse_worker, 'parcels')).toBe('screens.parcels');
    expect(screenLabel(ROLES.client, 'company')).toBe('screens.company');
  });
});
