import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideDeleteSector } from '@parcel/domain';
import { PROBLEMATIC_SECTORS } from '@parcel/read-models';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome, type Ack } from '../../../cqrs/command-outcome.js';
import { ProblematicSectorStreams } from '../problematic-sector-streams.js';

/** DELETE app/v1/problematic-sector {id}: the seeded sectors are protected (409); the code is free again afterwards. */
export class DeleteProblematicSectorCommand {
  constructor(
    readonly sectorId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteProblematicSectorCommand)
export class DeleteProblematicSectorHandler implements ICommandHandler<DeleteProblematicSectorCommand, Ack> {
  constructor(@Inject(ProblematicSectorStreams) private readonly streams: ProblematicSectorStreams) {}

  async execute({ sectorId, context }: DeleteProblematicSectorCommand): Promise<Ack> {
    const { position, state } = await this.streams.handle(sectorId, decideDeleteSector, context);
    if (state.status !== 'none') await this.streams.releaseCode(state.details.warehouseId, state.details.code, sectorId, context);
    return new CommandOutcome({ message: 'problematic_sector_deleted' }, position, [PROBLEMATIC_SECTORS]);
  }
}
