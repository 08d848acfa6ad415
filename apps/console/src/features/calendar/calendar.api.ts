import { queryOptions } from '@tanstack/react-query';
import {
  calendarDayAddedResponse,
  calendarDayList,
  calendarDayRemovedResponse,
  calendarHolidaysAddedResponse,
  calendarYearsResponse,
  type AddCalendarDayRequest,
} from '@parcel/contracts';
import { call } from '@/shared/api/http';

/** Query keys start with the read model's name, so live notices of `calendar_days` refresh them. */
export const calendarYearsQuery = () =>
  queryOptions({
    queryKey: ['calendar_days', 'years'],
    queryFn: ({ signal }) => call('GET', 'app/v1/calendar/years', { schema: calendarYearsResponse, signal }),
  });

export const calendarDaysQuery = (year: number) =>
  queryOptions({
    queryKey: ['calendar_days', 'year', year],
    queryFn: ({ signal }) => call('GET', `app/v1/calendar/year/${year}/days`, { schema: calendarDayList, signal }),
  });

export const addCalendarDay = (body: AddCalendarDayRequest) =>
  call('POST', 'app/v1/calendar/day', { body, schema: calendarDayAddedResponse });
export const removeCalendarDay = (id: number) =>
  call('DELETE', 'app/v1/calendar/day', { body: { id }, schema: calendarDayRemovedResponse });
export const addPublicHolidays = (year: number) =>
  call('POST', `app/v1/calendar/holidays/${year}`, { schema: calendarHolidaysAddedResponse });
