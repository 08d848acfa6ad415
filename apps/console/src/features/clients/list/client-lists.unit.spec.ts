import { describe, expect, it } from 'vitest';
import { clientListRequest as contract } from '@parcel/contracts';
import { clientFiltersSchema, clientListRequest } from './client-filters';

const table = { draw: 1, start: 0, length: 25, order: [], search: { value: '' } };

describe('the clients list selector: missing price lists, without courier credentials (the dashboard links here)', () => {
  it('given the address ?list=missing_price_lists, then the spec’s selector: active clients missing a price list', () => {
    const filters = clientFiltersSchema.parse({ list: 'missing_price_lists' });
    const request = clientListRequest(table, filters);
    expect(request).toMatchObject({ deleted: false, missing_price_list: true });
    expect(contract.parse(request)).toMatchObject({ missing_price_list: true, missing_courier_credentials: false, deleted: false });
  });

  it('given ?list=missing_credentials, then active clients without any courier credential', () => {
    const request = clientListRequest(table, clientFiltersSchema.parse({ list: 'missing_credentials' }));
    expect(request).toMatchObject({ deleted: false, missing_courier_credentials: true });
    expect(request).not.toHaveProperty('missing_price_list');
    expect(contract.parse(request)).toMatchObject({ missing_price_list: false, missing_courier_credentials: true });
  });

  it('given an unknown list in the address, then the whole list', () => {
    expect(clientFiltersSchema.parse({ list: 'everyone' })).toEqual({ list: undefined, name: undefined, volume: undefined });
  });
});
