import type { AccountingErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const ACCOUNTING_ERRORS: Record<AccountingErrorCode, ErrorHttp> = {
  missing_exchange_rate: { status: 422, field: 'currency' },
};
