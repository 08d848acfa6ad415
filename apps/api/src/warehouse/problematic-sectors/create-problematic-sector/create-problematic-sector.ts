import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreateProblematicSectorRequest } from '@parcel/contracts';
import { DomainError, decideCreateSector, warehouseById } from '@parcel/domain';
import { PROBLEMATIC_SECTORS } from '@parcel/read-models';
import type { CommandContext } from '../../../cqrs/command-context.js';
import { CommandOutcome } from '../../../cqrs/command-outcome.js';
import { StatusTypes } from '../../../statuses/index.js';
import { ProblematicSectorStreams } from '../problematic-sector-streams.js';

/** POST app/v1/problematic-sector: a new sector type (admins and warehouse workers). */
export class CreateProblematicSectorCommand {
  constructor(
    readonly body: CreateProblematicSectorRequest,
    readonly context: CommandContext,
  ) {}
}

export interface CreatedSector {
  id: number;
  message: 'problematic_sector_created';
}

/**
 * The warehouse and the status type must be known (422 on their fields); the
 * code is reserved in its warehouse first (422 code when taken), then the
 * sector recorded under the next number.
 */
@CommandHandler(CreateProblematicSectorCommand)
export class CreateProblematicSectorHandler implements ICommandHandler<CreateProblematicSectorCommand, CommandOutcome<CreatedSector>> {
  constructor(
    @Inject(ProblematicSectorStreams) private readonly streams: ProblematicSectorStreams,
    @Inject(StatusTypes) private readonly statusTypes: StatusTypes,
  ) {}

  async execute({ body, context }: CreateProblematicSectorCommand): Promise<CommandOutcome<CreatedSector>> {
    if (!warehouseById(body.warehouse_id)) throw new DomainError('warehouse_unknown');
    if (!(await this.statusTypes.byId(body.status_type_id))) throw new DomainError('status_type_unknown', { field: 'status_type_id' });
    const details = {
      code: body.code,
      name: body.name,
      warehouseId: body.warehouse_id,
      internal: body.internal === 1,
      statusTypeId: body.status_type_id,
    };
    const id = await this.streams.nextId();
    await this.streams.reserveCode(details.warehouseId, details.code, id, context);
    const { position } = await this.streams.handle(id, (state) => decideCreateSector(state, id, details), context);
    return new CommandOutcome({ id, message: 'problematic_sector_created' as const }, position, [PROBLEMATIC_SECTORS]);
  }
}
