import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { removeShopCourier } from '@parcel/domain';
import { EXTERNAL_SHOPS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ShopStreams } from '../shop-streams.js';

/** DELETE app/v2/client-panel/external_shop/{shopId}/courier {id}: the client removes a courier mapping of its shop. */
export class RemoveShopCourierCommand {
  constructor(
    readonly clientId: number,
    readonly shopId: number,
    readonly courierId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RemoveShopCourierCommand)
export class RemoveShopCourierHandler implements ICommandHandler<RemoveShopCourierCommand, CommandOutcome<{ message: 'deleted' }>> {
  constructor(@Inject(ShopStreams) private readonly streams: ShopStreams) {}

  async execute({ clientId, shopId, courierId, context }: RemoveShopCourierCommand): Promise<CommandOutcome<{ message: 'deleted' }>> {
    const { position } = await this.streams.updateShop(shopId, (state) => removeShopCourier(state, clientId, courierId), context);
    return new CommandOutcome({ message: 'deleted' as const }, position, [EXTERNAL_SHOPS]);
  }
}
