import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addPublicHolidays, missingPublicHolidays } from '@parcel/domain';
import { CALENDAR_DAYS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { CalendarStreams } from '../calendar-streams.js';

/** POST app/v1/calendar/holidays/{year}: Poland's public holidays of the year that are not non-working days yet. */
export class AddPublicHolidaysCommand {
  constructor(
    readonly year: number,
    readonly context: CommandContext,
  ) {}
}

export interface AddedPublicHolidays {
  year: number;
  added: number;
  message: 'holidays_added';
}

@CommandHandler(AddPublicHolidaysCommand)
export class AddPublicHolidaysHandler implements ICommandHandler<AddPublicHolidaysCommand, CommandOutcome<AddedPublicHolidays>> {
  constructor(@Inject(CalendarStreams) private readonly streams: CalendarStreams) {}

  async execute({ year, context }: AddPublicHolidaysCommand): Promise<CommandOutcome<AddedPublicHolidays>> {
    const { events, position } = await this.streams.update(
      year,
      async (state) => addPublicHolidays(state, year, await this.streams.nextIds(missingPublicHolidays(state, year).length)),
      context,
    );
    return new CommandOutcome({ year, added: events.length, message: 'holidays_added' as const }, position, [CALENDAR_DAYS]);
  }
}
