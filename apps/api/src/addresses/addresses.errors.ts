import type { AddressesErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const ADDRESSES_ERRORS: Record<AddressesErrorCode, ErrorHttp> = {
  locality_not_found: { status: 404 },
  too_many_searches: { status: 429 },
};
