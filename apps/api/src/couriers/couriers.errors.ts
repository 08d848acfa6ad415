import type { ErrorHttp } from '../platform/area.js';

/** The couriers area has no error codes of its own: bad input is 422 from its contracts, and the port's errors go to its callers. */
export const COURIER_ERRORS: Readonly<Record<never, ErrorHttp>> = {};
