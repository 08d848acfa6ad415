import { Controller, Delete, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import {
  addCalendarDayRequest,
  calendarDayIdRequest,
  calendarYearParams,
  nextWorkingDayQuery,
  type AddCalendarDayRequest,
  type NextWorkingDayQuery,
} from '@parcel/contracts';
import { ALL_ROLES, ROLES } from '@parcel/domain';
import type { CommandContext } from '../cqrs/command-context.js';
import { Context } from '../cqrs/request-context.js';
import { Roles } from '../http/auth.js';
import { Body, Params, Query } from '../http/validation.js';
import { AddCalendarDayCommand } from './add-day/add-day.js';
import { AddPublicHolidaysCommand } from './add-holidays/add-holidays.js';
import { CalendarQueries } from './queries/calendar.queries.js';
import { RemoveCalendarDayCommand } from './remove-day/remove-day.js';

type Year = z.output<typeof calendarYearParams>;

/**
 * The non-working-day calendar (spec/02 §7 "Calendar"): admins keep it (the
 * /calendar screen is theirs); the next working day is for everyone logged in
 * (warehouse screens and client panels show due dates; the days off of the
 * operator are no secret).
 */
@Controller('app/v1/calendar')
@Roles(ROLES.admin)
export class CalendarController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CalendarQueries) private readonly queries: CalendarQueries,
  ) {}

  @Get('years')
  years() {
    return this.queries.years();
  }

  @Get('year/:year/days')
  days(@Params(calendarYearParams) params: Year) {
    return this.queries.days(params.year);
  }

  @Get('next_working_day')
  @Roles(...ALL_ROLES)
  nextWorkingDay(@Query(nextWorkingDayQuery) query: NextWorkingDayQuery) {
    return this.queries.nextWorkingDay(query.date, query.days);
  }

  @Post('day')
  addDay(@Body(addCalendarDayRequest) body: AddCalendarDayRequest, @Context() context: CommandContext) {
    return this.commands.execute(new AddCalendarDayCommand(body.date, body.name, context));
  }

  @Delete('day')
  removeDay(@Body(calendarDayIdRequest) body: z.output<typeof calendarDayIdRequest>, @Context() context: CommandContext) {
    return this.commands.execute(new RemoveCalendarDayCommand(body.id, context));
  }

  @Post('holidays/:year')
  @HttpCode(200)
  addHolidays(@Params(calendarYearParams) params: Year, @Context() context: CommandContext) {
    return this.commands.execute(new AddPublicHolidaysCommand(params.year, context));
  }
}
