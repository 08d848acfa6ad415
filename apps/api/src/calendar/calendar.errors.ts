import type { CalendarErrorCode } from '@parcel/domain';
import type { ErrorHttp } from '../platform/area.js';

export const CALENDAR_ERRORS: Record<CalendarErrorCode, ErrorHttp> = {
  calendar_day_exists: { status: 422, field: 'date' },
  calendar_day_not_found: { status: 404 },
};
