import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { calendarStream, evolveCalendarYear, initialCalendarYearState, type CalendarEvent, type CalendarYearState } from '@parcel/domain';
import { WrongExpectedRevisionError, type Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { EventSourced, type Loaded, type StreamModel } from '../cqrs/event-sourced.js';
import { INFRA } from '../shared/tokens.js';

/** Appends tried on a year another admin just changed. */
const UPDATE_ATTEMPTS = 5;

export const calendarYearModel: StreamModel<CalendarYearState, CalendarEvent> = {
  initial: initialCalendarYearState,
  evolve: evolveCalendarYear,
};

/**
 * The calendar's year streams (`calendar-<year>`: a few dozen events a year, so
 * one stream per year is never hot) and the ids of new days (sequence
 * calendar_day_id_seq: two admins adding at once never share one).
 */
@Injectable()
export class CalendarStreams {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(EventSourced) private readonly es: EventSourced,
    @Inject(INFRA) infra: Infrastructure,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  load(year: number): Promise<Loaded<CalendarYearState>> {
    return this.es.load(calendarStream(year), calendarYearModel);
  }

  append(year: number, revision: number, events: readonly CalendarEvent[], context: CommandContext): Promise<Position | undefined> {
    return this.es.append(calendarStream(year), revision, events, context);
  }

  /**
   * Load, decide, append; a racing writer on the same year (two admins adding
   * different days) makes the append fail on its revision: decided again on
   * the new state, a few times. `decide` must be pure (it may run again).
   */
  async update(
    year: number,
    decide: (state: CalendarYearState) => CalendarEvent[] | Promise<CalendarEvent[]>,
    context: CommandContext,
  ): Promise<{ events: CalendarEvent[]; position: Position | undefined }> {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await this.load(year);
      const events = await decide(state);
      try {
        return { events, position: await this.append(year, revision, events, context) };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt === UPDATE_ATTEMPTS) throw error;
      }
    }
  }

  /** `count` new day ids, in order. */
  async nextIds(count: number): Promise<number[]> {
    if (count === 0) return [];
    const { rows } = await sql<{ id: number }>`select nextval('calendar_day_id_seq')::int as id from generate_series(1, ${count})`.execute(
      this.db,
    );
    return rows.map((row) => row.id);
  }
}
