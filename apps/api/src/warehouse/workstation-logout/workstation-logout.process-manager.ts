import { Inject, Injectable } from '@nestjs/common';
import { decideReleaseWorkstation } from '@parcel/domain';
import type { sessionEventSchemas } from '@parcel/contracts';
import type { RecordedEvent } from '@parcel/event-store';
import type { ProcessManager } from '@parcel/read-models';
import type { z } from 'zod';
import { reactionContext } from '../../cqrs/command-context.js';
import { WorkstationStreams } from '../workstation-streams.js';

type SessionEnded = z.output<(typeof sessionEventSchemas)['SessionEnded']>;

/**
 * A staff member who logs out leaves the workstation (end type logout). The
 * console asks first (DELETE workflow, type logout); this reaction makes sure
 * a logout from anywhere else (another tab, the API) ends the workflow too.
 * Safe to run again: releasing a workstation the user no longer holds records nothing.
 */
@Injectable()
export class WorkstationLogoutProcessManager implements ProcessManager {
  readonly name = 'workstation-logout';
  readonly eventTypes = ['SessionEnded'];

  constructor(@Inject(WorkstationStreams) private readonly streams: WorkstationStreams) {}

  async handle(event: RecordedEvent): Promise<void> {
    const { userId } = event.data as SessionEnded;
    const held = await this.streams.ofUser(userId);
    if (!held) return;
    const endedAt = event.metadata.recordedAt;
    await this.streams.handle(held.id, (s) => decideReleaseWorkstation(s, held.id, userId, 'logout', endedAt), reactionContext(event), {
      idempotencyKey: event.eventId,
    });
  }
}
