import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteShop } from '@parcel/domain';
import { EXTERNAL_SHOPS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ShopStreams } from '../shop-streams.js';

/** DELETE app/v2/client-panel/external_shop {id}: the client deletes its shop (another client's answers 404). */
export class DeleteShopCommand {
  constructor(
    readonly clientId: number,
    readonly shopId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteShopCommand)
export class DeleteShopHandler implements ICommandHandler<DeleteShopCommand, CommandOutcome<{ message: 'deleted' }>> {
  constructor(@Inject(ShopStreams) private readonly streams: ShopStreams) {}

  async execute({ clientId, shopId, context }: DeleteShopCommand): Promise<CommandOutcome<{ message: 'deleted' }>> {
    const { position } = await this.streams.updateShop(shopId, (state) => deleteShop(state, clientId), context);
    return new CommandOutcome({ message: 'deleted' as const }, position, [EXTERNAL_SHOPS]);
  }
}
