import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SyncView } from '@parcel/contracts';
import { DomainError, ownShop } from '@parcel/domain';
import { EXTERNAL_SHOPS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { ShopStreams } from '../shop-streams.js';
import { ShopSynchronizer, type ShopRunOutcome } from './shop-synchronizer.js';

/**
 * POST app/v2/client-panel/external_shop/{id}/synchronize (not in the spec:
 * docs/shops.md): the client synchronises its shop now and gets the run's
 * outcome; a run of the shop under way (the timer's, or another replica's)
 * answers 409 external_shop_sync_running. The answer waits for the shop's
 * read model and for the shipments the run made.
 */
export class SynchronizeShopCommand {
  constructor(
    readonly clientId: number,
    readonly shopId: number,
    readonly context: CommandContext,
  ) {}
}

export const syncViewOf = (run: ShopRunOutcome): SyncView => ({
  status: run.status,
  at: run.at,
  reason: run.reason,
  message: run.message,
  seen: run.counts.seen,
  imported: run.counts.imported,
  written_back: run.counts.writtenBack,
  ignored: run.counts.ignored,
  failed: run.counts.failed,
  failures: run.failures.map((f) => ({ order_serial_number: f.orderSerialNumber, reason: f.reason, message: f.message })),
});

@CommandHandler(SynchronizeShopCommand)
export class SynchronizeShopHandler implements ICommandHandler<SynchronizeShopCommand, CommandOutcome<SyncView>> {
  constructor(
    @Inject(ShopStreams) private readonly streams: ShopStreams,
    @Inject(ShopSynchronizer) private readonly synchronizer: ShopSynchronizer,
  ) {}

  async execute({ clientId, shopId, context }: SynchronizeShopCommand): Promise<CommandOutcome<SyncView>> {
    ownShop((await this.streams.loadShop(shopId)).state, clientId);
    const run = await this.synchronizer.synchronise(shopId, context);
    if (!run) throw new DomainError('external_shop_sync_running');
    const alsoWait = run.shipmentsPosition ? [{ readModels: ['shipments'], position: run.shipmentsPosition }] : [];
    return new CommandOutcome(syncViewOf(run), run.position, [EXTERNAL_SHOPS], alsoWait);
  }
}
