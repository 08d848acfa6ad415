import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ShopRequest } from '@parcel/contracts';
import { changeShop, connectShop } from '@parcel/domain';
import { EXTERNAL_SHOPS } from '@parcel/read-models';
import type { CommandContext } from '../../cqrs/command-context.js';
import { CommandOutcome } from '../../cqrs/command-outcome.js';
import { SecretCipher } from '../../shared/cipher.js';
import { ShopStreams } from '../shop-streams.js';

/**
 * POST app/v2/client-panel/external_shop: a client connects a shop (no id),
 * or changes its shop's address and key (id; an empty key keeps the stored
 * one). The key is encrypted here and only its ciphertext is recorded.
 */
export class SaveShopCommand {
  constructor(
    readonly clientId: number,
    readonly request: ShopRequest,
    readonly context: CommandContext,
  ) {}
}

export type SavedShop = { id: number; message: 'created' } | { id: number; message: 'saved' };

@CommandHandler(SaveShopCommand)
export class SaveShopHandler implements ICommandHandler<SaveShopCommand, CommandOutcome<SavedShop>> {
  constructor(
    @Inject(ShopStreams) private readonly streams: ShopStreams,
    @Inject(SecretCipher) private readonly cipher: SecretCipher,
  ) {}

  async execute({ clientId, request, context }: SaveShopCommand): Promise<CommandOutcome<SavedShop>> {
    const key = request.encrypted_api_key?.trim() ?? '';
    const apiKeyCipher = key === '' ? null : this.cipher.encrypt(key);
    if (request.id !== undefined) {
      const { position } = await this.streams.updateShop(
        request.id,
        (state) => changeShop(state, clientId, { baseUrl: request.base_url, apiKeyCipher }),
        context,
      );
      return new CommandOutcome({ id: request.id, message: 'saved' as const }, position, [EXTERNAL_SHOPS]);
    }
    const [shopId] = await this.streams.nextIds('external_shop_id_seq', 1);
    const { position } = await this.streams.updateShop(
      shopId!,
      (state) =>
        connectShop(state, {
          shopId: shopId!,
          clientId,
          platform: request.platform,
          baseUrl: request.base_url,
          apiKeyCipher: apiKeyCipher!,
        }),
      context,
    );
    return new CommandOutcome({ id: shopId!, message: 'created' as const }, position, [EXTERNAL_SHOPS]);
  }
}
