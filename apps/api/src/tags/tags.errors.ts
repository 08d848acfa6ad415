import type { ErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

/** Tags have no codes of their own: a request is either valid (the contract, 422 otherwise) or printed. */
export const TAGS_ERRORS: Readonly<Partial<Record<ErrorCode, ErrorHttp>>> = {};
