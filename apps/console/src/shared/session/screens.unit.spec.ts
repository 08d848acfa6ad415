import { describe, expect, it } from 'vitest';
import { ROLES } from '@parcel/domain';
import { dashboardOf, mayOpen, menuOf } from './screens';

describe('menu per role', () => {
  it('given an admin, then users and clients are in the menu, not the company view', () => {
    expect(menuOf(ROLES.admin)).toEqual([
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
    ]);
    expect(mayOpen(ROLES.admin, 'company')).toBe(false);
  });

  it('given a warehouse worker, then intake and the external inbound screens, not the unknown client aliases; clients none of them', () => {
    expect(menuOf(ROLES.warehouse_worker)).toEqual(['dashboard', 'intake', 'externalInboundScan', 'externalInbound', 'profile']);
    expect(mayOpen(ROLES.warehouse_worker, 'unknownClientAliases')).toBe(false);
    for (const screen of ['intake', 'externalInboundScan', 'externalInbound', 'unknownClientAliases'] as const)
      expect(mayOpen(ROLES.client, screen)).toBe(false);
  });

  it('given a warehouse worker or a client, then no users or clients screens, in the menu or by address', () => {
    for (const role of [ROLES.warehouse_worker, ROLES.client]) {
      expect(menuOf(role)).not.toContain('users');
      expect(mayOpen(role, 'users')).toBe(false);
      expect(mayOpen(role, 'clients')).toBe(false);
      expect(mayOpen(role, 'deadLetters')).toBe(false);
      expect(mayOpen(role, 'statuses')).toBe(false);
      expect(mayOpen(role, 'downloads')).toBe(false);
      expect(mayOpen(role, 'profile')).toBe(true);
    }
  });

  it('given a client, then its own company is in the menu; staff do not see it', () => {
    expect(menuOf(ROLES.client)).toEqual(['dashboard', 'company', 'profile']);
    expect(mayOpen(ROLES.warehouse_worker, 'company')).toBe(false);
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
