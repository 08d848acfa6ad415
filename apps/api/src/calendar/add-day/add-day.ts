import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addNonWorkingDay, calendarYearOf } from '@parcel/domain';
import { CALENDAR_DAYS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { CalendarStreams } from '../calendar-streams.js';

/** POST app/v1/calendar/day {date, name}: an admin marks a date as a non-working day. */
export class AddCalendarDayCommand {
  constructor(
    readonly date: string,
    readonly name: string,
    readonly context: CommandContext,
  ) {}
}

export interface AddedCalendarDay {
  year: number;
  id: number;
  message: 'day_added';
}

@CommandHandler(AddCalendarDayCommand)
export class AddCalendarDayHandler implements ICommandHandler<AddCalendarDayCommand, CommandOutcome<AddedCalendarDay>> {
  constructor(@Inject(CalendarStreams) private readonly streams: CalendarStreams) {}

  async execute({ date, name, context }: AddCalendarDayCommand): Promise<CommandOutcome<AddedCalendarDay>> {
    const year = calendarYearOf(date);
    // Checked before an id is taken (a refused date uses up no number), then decided with it.
    addNonWorkingDay((await this.streams.load(year)).state, { dayId: 1, date, name });
    const [dayId] = await this.streams.nextIds(1);
    const { position } = await this.streams.update(year, (state) => addNonWorkingDay(state, { dayId: dayId!, date, name }), context);
    return new CommandOutcome({ year, id: dayId!, message: 'day_added' as const }, position, [CALENDAR_DAYS]);
  }
}
