import { describe, expect, it } from 'vitest';
import { dashboardLinks } from './dashboard-links';

describe('the list behind each dashboard figure', () => {
  it('given a status group of today’s received parcels, then the listing by received date, today only, that group', () => {
    expect(dashboardLinks.received('2026-11-25', 3)).toEqual({
      to: '/parcels',
      search: { date_type: 'received', start: '2026-11-25', end: '2026-11-25', status_group_id: 3 },
    });
  });

  it('given the parcels without a group (or all of today’s), then the same without a group', () => {
    expect(dashboardLinks.received('2026-11-25', null).search).toEqual({ date_type: 'received', start: '2026-11-25', end: '2026-11-25' });
  });

  it('given a problem rule, then the shipment list of that rule, no dates (a problem waits whatever its day)', () => {
    expect(dashboardLinks.problem('SHIPMENT_REGISTRATION_FAILED')).toEqual({
      to: '/parcels',
      search: { type: 'shipments', problem_rule_code: 'SHIPMENT_REGISTRATION_FAILED' },
    });
  });

  it('given the office figures, then the selectors of the clients and users lists', () => {
    expect(dashboardLinks.missingPriceLists().search).toEqual({ list: 'missing_price_lists' });
    expect(dashboardLinks.withoutCredentials().search).toEqual({ list: 'missing_credentials' });
    expect(dashboardLinks.unconfirmedUsers()).toEqual({ to: '/users', search: { unconfirmed: true } });
    expect(dashboardLinks.bufferParcels().search).toEqual({ processable: false });
  });

  it('given a sector, then the problem screen of that sector (workers) or the listing’s sector filter (admins)', () => {
    expect(dashboardLinks.resolveSector(2)).toEqual({ to: '/resolve-problematic', search: { sector: 2, state: 'waiting' } });
    expect(dashboardLinks.sectorParcels(2)).toEqual({ to: '/parcels', search: { problematic_sector_id: 2 } });
  });

  it('given a client’s problems, then its parcels of the group Problemy (7)', () => {
    expect(dashboardLinks.decisions().search).toEqual({ status_group_id: 7 });
  });
});
