import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { WORKSTATION_CODE } from '@parcel/contracts';
import { DomainError } from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import type { CommandContext } from '../cqrs/command-context.js';
import type { CommandOutcome } from '../cqrs/command-outcome.js';
import type { AuthenticatedUser, UserWorkstation } from '../identity/session-lookup.js';
import { ClaimWorkstationCommand, type ClaimedWorkstation } from './claim-workstation/claim-workstation.js';
import { WorkstationStreams } from './workstation-streams.js';

/**
 * Where a scan happens. Every scanning use case asks it first: a scanned
 * workstation code sets the worker's workstation (answer 205) or, when the
 * worker works at another, is refused (403); any other scan needs the worker
 * to be at a workstation (428 workstation_required: the console sends the
 * worker to /set-workstation). The command context of a request already
 * carries the workstation's code and warehouse (metadata of every event).
 */
@Injectable()
export class FloorContext {
  constructor(
    @Inject(WorkstationStreams) private readonly streams: WorkstationStreams,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  /** The workstation the user works at, or 428 workstation_required. */
  require(user: AuthenticatedUser): UserWorkstation {
    if (!user.workstation) throw new DomainError('workstation_required');
    return user.workstation;
  }

  /**
   * When `code` is a live workstation's code: the worker at no workstation (or
   * at this one) is set there (`set`, the screens answer 205); a worker at
   * another gets 403 workstation_elsewhere. Any other code: null.
   */
  async scannedWorkstation(
    user: AuthenticatedUser,
    code: string,
    context: CommandContext,
  ): Promise<{ position: Position | undefined } | null> {
    const normalized = code.trim().toUpperCase();
    // A parcel's code never has a workstation code's shape: most scans need no lookup at all.
    if (!WORKSTATION_CODE.test(normalized)) return null;
    const target = await this.streams.byCode(normalized);
    if (!target) return null;
    if (user.workstation && user.workstation.id !== target.id) throw new DomainError('workstation_elsewhere');
    const outcome = await this.commands.execute<ClaimWorkstationCommand, CommandOutcome<ClaimedWorkstation>>(
      new ClaimWorkstationCommand(user, normalized, context),
    );
    return { position: outcome.position };
  }
}
