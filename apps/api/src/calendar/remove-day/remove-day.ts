import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, removeNonWorkingDay } from '@parcel/domain';
import { CALENDAR_DAYS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { CalendarStreams } from '../calendar-streams.js';
import { CalendarQueries } from '../queries/calendar.queries.js';

/** DELETE app/v1/calendar/day {id}: the day is a working day again. */
export class RemoveCalendarDayCommand {
  constructor(
    readonly dayId: number,
    readonly context: CommandContext,
  ) {}
}

export interface RemovedCalendarDay {
  year: number;
  message: 'day_removed';
}

@CommandHandler(RemoveCalendarDayCommand)
export class RemoveCalendarDayHandler implements ICommandHandler<RemoveCalendarDayCommand, CommandOutcome<RemovedCalendarDay>> {
  constructor(
    @Inject(CalendarStreams) private readonly streams: CalendarStreams,
    @Inject(CalendarQueries) private readonly queries: CalendarQueries,
  ) {}

  async execute({ dayId, context }: RemoveCalendarDayCommand): Promise<CommandOutcome<RemovedCalendarDay>> {
    // The id says nothing of its year: the read model finds it (the add waited for it), the year's stream decides.
    const year = await this.queries.yearOfDay(dayId);
    if (year === undefined) throw new DomainError('calendar_day_not_found', { dayId });
    const { position } = await this.streams.update(year, (state) => removeNonWorkingDay(state, dayId), context);
    return new CommandOutcome({ year, message: 'day_removed' as const }, position, [CALENDAR_DAYS]);
  }
}
