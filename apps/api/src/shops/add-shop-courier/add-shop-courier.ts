import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addShopCourier, ownShop } from '@parcel/domain';
import { EXTERNAL_SHOPS } from '@parcel/read-models';
import { ClientStreams } from '../../clients/client-streams.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ShopStreams } from '../shop-streams.js';

/**
 * POST app/v2/client-panel/external_shop/{shopId}/courier {country_id,
 * external_shop_courier_id}: the platform's courier ships, for this country
 * (one the client may send to), with us.
 */
export class AddShopCourierCommand {
  constructor(
    readonly clientId: number,
    readonly shopId: number,
    readonly countryId: number,
    readonly externalCourierId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(AddShopCourierCommand)
export class AddShopCourierHandler implements ICommandHandler<AddShopCourierCommand, CommandOutcome<{ id: number; message: 'created' }>> {
  constructor(
    @Inject(ShopStreams) private readonly streams: ShopStreams,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  async execute({ clientId, shopId, countryId, externalCourierId, context }: AddShopCourierCommand) {
    const { state: client } = await this.clients.loadExisting(clientId);
    const mapping = (courierId: number) => ({ courierId, countryId, externalCourierId });
    // Checked before an id is taken (a refused mapping uses up no number), then decided with it.
    addShopCourier((await this.streams.loadShop(shopId)).state, clientId, mapping(1), client.allowedCountries);
    const [courierId] = await this.streams.nextIds('external_shop_courier_id_seq', 1);
    const { position } = await this.streams.updateShop(
      shopId,
      (state) =>
        ownShop(state, clientId).couriers.has(courierId!)
          ? []
          : addShopCourier(state, clientId, mapping(courierId!), client.allowedCountries),
      context,
    );
    return new CommandOutcome({ id: courierId!, message: 'created' as const }, position, [EXTERNAL_SHOPS]);
  }
}
