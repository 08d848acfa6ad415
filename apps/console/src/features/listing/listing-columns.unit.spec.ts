// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ROLES } from '@parcel/domain';
import { DEFAULT_ORDER, parcelColumns, shipmentColumns } from './listing-columns';

const selection = { has: () => false, toggle: () => undefined };
const ids = (columns: readonly { id: string }[]) => columns.map((column) => column.id);

describe('the listing columns per role (spec/03 §2)', () => {
  it('given staff, then the client column and the checkbox last; the default order is the second-to-last column, descending', () => {
    for (const role of [ROLES.admin, ROLES.warehouse_worker]) {
      const columns = ids(parcelColumns(role, selection));
      expect(columns).toEqual([
        'internal_number',
        'status_name',
        'recipient_name',
        'client_name',
        'destination_city',
        'out_number',
        'return_number',
        'declared_content',
        'cash_on_delivery_value',
        'created_at',
        'selected',
      ]);
      expect(columns.at(-2)).toBe(DEFAULT_ORDER.column);
      expect(DEFAULT_ORDER.dir).toBe('desc');
    }
  });

  it('given a client, then no client column and no checkbox', () => {
    const columns = ids(parcelColumns(ROLES.client, selection));
    expect(columns).not.toContain('client_name');
    expect(columns).not.toContain('selected');
    expect(ids(shipmentColumns(ROLES.client))).not.toContain('client_name');
  });

  it('given the shipment list, then the waybill columns, the client for staff, created last', () => {
    expect(ids(shipmentColumns(ROLES.admin))).toEqual([
      'internal_waybill',
      'recipient_name',
      'client_name',
      'recipient_locality_name',
      'out_waybill',
      'declared_content',
      'cash_on_delivery_value',
      'created_at',
    ]);
  });
});
