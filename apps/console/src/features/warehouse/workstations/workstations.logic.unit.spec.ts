import { describe, expect, it } from 'vitest';
import type { WorkstationFullRow } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { employeesWithWorkstations, endTypeKey, pageOf, pagesOf, returnPathOf } from './workstations.logic';

describe('where /set-workstation goes back to', () => {
  it.each([
    ['/parcel-classification', '/parcel-classification'],
    ['/parcel-from-number?status=55', '/parcel-from-number?status=55'],
    [undefined, undefined],
    ['', undefined],
    ['https://evil.example/x', undefined],
    ['//evil.example/x', undefined],
    ['/\\evil.example', undefined],
    ['parcel-search', undefined],
    ['/set-workstation?required=1', undefined],
    ['/set-workstation', undefined],
  ])('given from %j, then %j', (from, expected) => {
    expect(returnPathOf(from)).toBe(expected);
  });
});

describe('pages of 5', () => {
  const rows = Array.from({ length: 12 }, (_, n) => n + 1);
  it('given 12 rows, then 3 pages, the last with 2', () => {
    expect(pagesOf(rows.length)).toBe(3);
    expect(pageOf(rows, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(rows, 3)).toEqual([11, 12]);
  });
  it('given no rows, then one empty page', () => {
    expect(pagesOf(0)).toBe(1);
    expect(pageOf([], 1)).toEqual([]);
  });
});

describe('employees and their workstations', () => {
  const workstation = (id: number, code: string, user: string | null): WorkstationFullRow => ({
    id,
    code,
    workstation_type_id: 1,
    warehouse_id: 1,
    active_user_id: user,
    type: { id: 1, name: 'Skanowanie przesyłek', code: 'SCAN' },
    warehouse: { id: 1, name: 'TYCHY' },
    email: user ? `${user}@example.com` : null,
    start_at: user ? '2026-11-26T08:00:00.000Z' : null,
  });
  it('given a worker at ST-01 and an admin at none, then the worker shows ST-01 and the admin none', () => {
    const employees = [
      { id: 'w', email: 'w@example.com', role: ROLES.warehouse_worker },
      { id: 'a', email: 'a@example.com', role: ROLES.admin },
    ];
    expect(employeesWithWorkstations(employees, [workstation(1, 'ST-01', 'w'), workstation(2, 'ST-02', null)])).toEqual([
      { ...employees[0], workstation: 'ST-01' },
      { ...employees[1], workstation: null },
    ]);
  });
});

describe('the end type of a workflow', () => {
  it('given no end, then active; given each end type, then itself; given a stranger, then unknown', () => {
    expect(endTypeKey({ end_type: null, end_at: null })).toBe('active');
    for (const type of ['manual', 'logout', 'admin', 'switch', 'workstation_deleted'] as const) {
      expect(endTypeKey({ end_type: type, end_at: '2026-11-26T09:00:00.000Z' })).toBe(type);
    }
    expect(endTypeKey({ end_type: 'other', end_at: '2026-11-26T09:00:00.000Z' })).toBe('unknown');
  });
});
