import { describe, expect, it } from 'vitest';
import { listingCriteria } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { withOrder, withoutOrder, emptyOrders, parseOrders } from './pending-orders';
import { datesProblem, defaultDates, mayOrderReports, ordersDirectly, reportOrder, warsawToday } from './report-order';

const criteria = listingCriteria.parse({ start: '2026-11-01', end: '2026-11-20', client_id: 7 });

describe('report order', () => {
  it('given a standard type, then POST app/v1/export with the listing criteria (its dates)', () => {
    expect(reportOrder('standard_from_filters_with_accounting', criteria, { start: '2026-01-01', end: '2026-01-31' })).toEqual({
      path: 'standard',
      type: 'standard_from_filters_with_accounting',
      criteria,
    });
  });

  it('given another type, then POST /custom with its own dates', () => {
    expect(reportOrder('employee_activity', criteria, { start: '2026-01-01', end: '2026-01-31' })).toEqual({
      path: 'custom',
      type: 'employee_activity',
      start: '2026-01-01',
      end: '2026-01-31',
      criteria,
    });
  });

  it('custom dates start as the listing range, today without one; the end may not come before the start', () => {
    expect(defaultDates(criteria, '2026-11-24')).toEqual({ start: '2026-11-01', end: '2026-11-20' });
    expect(defaultDates({ start: undefined, end: undefined }, '2026-11-24')).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(datesProblem({ start: '2026-11-02', end: '2026-11-01' })).toBe('end_before_start');
    expect(datesProblem({ start: '', end: '2026-11-01' })).toBe('required');
    expect(datesProblem({ start: '2026-11-01', end: '2026-11-01' })).toBeNull();
    expect(warsawToday(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });

  it('admins and clients order (clients directly); warehouse workers have no report button (spec/03 §2)', () => {
    expect([ROLES.admin, ROLES.warehouse_worker, ROLES.client].map(mayOrderReports)).toEqual([true, false, true]);
    expect(ordersDirectly(ROLES.client)).toBe(true);
    expect(ordersDirectly(ROLES.admin)).toBe(false);
  });
});

describe('pending orders', () => {
  it('given an order, then it is pending and the user has ordered; settling it keeps the "ordered" mark', () => {
    const ordered = withOrder(emptyOrders('u1'), 'a');
    expect(ordered).toEqual({ userId: 'u1', uuids: ['a'], ordered: true });
    expect(withOrder(ordered, 'a')).toEqual(ordered);
    expect(withoutOrder(ordered, 'a')).toEqual({ userId: 'u1', uuids: [], ordered: true });
    expect(withoutOrder(ordered, 'b')).toBe(ordered);
  });

  it('given what another user stored, or garbage, then an empty state', () => {
    const stored = JSON.stringify(withOrder(emptyOrders('u1'), 'a'));
    expect(parseOrders(stored, 'u1')).toEqual({ userId: 'u1', uuids: ['a'], ordered: true });
    expect(parseOrders(stored, 'u2')).toEqual(emptyOrders('u2'));
    expect(parseOrders('{oops', 'u1')).toEqual(emptyOrders('u1'));
    expect(parseOrders(null, 'u1')).toEqual(emptyOrders('u1'));
  });
});
