import { describe, expect, it } from 'vitest';
import { listingCriteria } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { defaultFilters, filtersFromLink, listingLinkSchema, toCriteria } from './listing-criteria';

const TODAY = '2026-11-25';

describe('criteria from a link in the address (/parcels?…, the dashboard figures)', () => {
  it('given no criterion, then none: the saved filters apply', () => {
    expect(filtersFromLink({}, TODAY)).toBeNull();
    expect(filtersFromLink({ page: 2, foo: 'bar' }, TODAY)).toBeNull();
  });

  it('given received today in one status group, then those filters, no other, and exactly those criteria for the API', () => {
    const filters = filtersFromLink({ date_type: 'received', start: TODAY, end: TODAY, status_group_id: 2 }, TODAY);
    expect(filters).toEqual({ ...defaultFilters(TODAY), date_type: 'received', status_group_id: '2' });
    const criteria = toCriteria(filters!, ROLES.admin);
    expect(criteria).toEqual({
      type: 'parcels',
      deleted: false,
      client_list_filter_mode: 'include',
      start: TODAY,
      end: TODAY,
      date_type: 'received',
      status_group_id: 2,
    });
    expect(listingCriteria.parse(criteria)).toEqual(criteria);
  });

  it('given a link without dates, then the list is open in time (not the first visit’s today)', () => {
    const filters = filtersFromLink({ type: 'shipments', problem_rule_code: 'SHIPMENT_REGISTRATION_FAILED' }, TODAY)!;
    expect(filters).toMatchObject({ type: 'shipments', start: '', end: '', problem_rule_code: 'SHIPMENT_REGISTRATION_FAILED' });
    expect(toCriteria(filters, ROLES.admin)).toEqual({
      type: 'shipments',
      deleted: false,
      client_list_filter_mode: 'include',
      problem_rule_code: 'SHIPMENT_REGISTRATION_FAILED',
    });
  });

  it('given values as the address gives them (texts, numbers, 0/1, true/false), then the contract reads them', () => {
    expect(
      filtersFromLink(
        { status_group_id: '7', processable: 0, locker: 'true', cod: false, deleted: '1', country: 'hu', problematic_sector_id: '3' },
        TODAY,
      ),
    ).toMatchObject({
      status_group_id: '7',
      processable: '0',
      locker: '1',
      cod: '0',
      deleted: '1',
      country: 'HU',
      problematic_sector_id: '3',
    });
    expect(filtersFromLink({ country: 4, internal_number: ' 12PRO1 ' }, TODAY)).toMatchObject({ country: 'BG', internal_number: '12PRO1' });
  });

  it('given bad values and unknown keys, then they are left out and the rest applies', () => {
    const filters = filtersFromLink(
      { status_group_id: 'abc', start: '2026-13-45', end: TODAY, date_type: 'shipped', problem_rule_code: 'DROP_TABLE', type: 'all', x: 1 },
      TODAY,
    );
    expect(filters).toEqual({ ...defaultFilters(TODAY), start: '', end: TODAY });
    expect(filtersFromLink({ status_group_id: -1, processable: 'maybe', country: 'PL' }, TODAY)).toBeNull();
  });

  it('given a client login, then the staff criteria of a link are not sent (the role decides, as for the form)', () => {
    const filters = filtersFromLink({ status_group_id: 3, processable: 0, problem_rule_code: 'SHIPMENT_NOT_ACCOUNTED' }, TODAY)!;
    expect(toCriteria(filters, ROLES.client)).toEqual({
      type: 'parcels',
      deleted: false,
      client_list_filter_mode: 'include',
      status_group_id: 3,
    });
  });

  it('the route schema never throws: whatever the address holds, a value or nothing per key', () => {
    expect(listingLinkSchema.parse({ status_group_id: { a: 1 }, start: ['x'], type: null })).toEqual({
      type: undefined,
      start: undefined,
      end: undefined,
      date_type: undefined,
      status_group_id: undefined,
      deleted: undefined,
      locker: undefined,
      cod: undefined,
      processable: undefined,
      country: undefined,
      internal_number: undefined,
      out_number: undefined,
      return_number: undefined,
      problem_rule_code: undefined,
      problematic_sector_id: undefined,
    });
  });
});
