import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, decideClaimWorkstation, decideReleaseWorkstation, describeWorkstation } from '@parcel/domain';
import { WORKSTATIONS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { WorkstationStreams } from '../workstation-streams.js';

/** POST app/v1/warehouse/workstation/workflow/: a worker scans a workstation's code to work there. */
export class ClaimWorkstationCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly code: string,
    readonly context: CommandContext,
  ) {}
}

export interface ClaimedWorkstation {
  workstation: ReturnType<typeof describeWorkstation>;
  message: 'workstation_set';
}

/**
 * Unknown code 404, deleted 406, another worker's 423. A worker at another
 * workstation leaves it first (end type switch): one workstation per worker.
 */
@CommandHandler(ClaimWorkstationCommand)
export class ClaimWorkstationHandler implements ICommandHandler<ClaimWorkstationCommand, CommandOutcome<ClaimedWorkstation>> {
  constructor(@Inject(WorkstationStreams) private readonly streams: WorkstationStreams) {}

  async execute({ user, code, context }: ClaimWorkstationCommand): Promise<CommandOutcome<ClaimedWorkstation>> {
    const target = await this.streams.byCode(code);
    if (!target) throw new DomainError('workstation_not_found');
    const now = this.streams.now();
    const workflowId = await this.streams.nextId('workflow_ids');
    const claimant = { userId: user.id, email: user.email, workflowId };
    const { position, state } = await this.streams.handle(target.id, (s) => decideClaimWorkstation(s, target.id, claimant, now), context);
    let last = position;
    const previous = user.workstation;
    if (previous && previous.id !== target.id) {
      const released = await this.streams.handle(
        previous.id,
        (s) => decideReleaseWorkstation(s, previous.id, user.id, 'switch', now),
        context,
      );
      last = released.position ?? last;
    }
    if (state.status === 'none') throw new DomainError('workstation_not_found');
    const { details } = state;
    const workstation = describeWorkstation({
      id: target.id,
      code: details.code,
      typeId: details.workstationTypeId,
      warehouseId: details.warehouseId,
    });
    return new CommandOutcome({ workstation, message: 'workstation_set' as const }, last, [WORKSTATIONS]);
  }
}
