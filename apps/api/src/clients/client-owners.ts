import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ReadModelNotification } from '@parcel/platform';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import type { ClientOwnerLookup } from '../live/rooms.js';
import { INFRA } from '../shared/tokens.js';

/**
 * Which login user owns which client, for the live rooms (a change of client 7
 * is told to its login's user room; the client's user may join "clients:7").
 * The pairing never changes once made, so a cache kept in memory is exact:
 * filled from the read model at start, told by this instance's create handler,
 * and completed from the read model when another instance's client shows up in
 * a notification.
 */
@Injectable()
export class ClientOwners implements ClientOwnerLookup, OnModuleInit, OnModuleDestroy {
  private readonly owners = new Map<string, string>();
  private readonly db: ReadModelDb;
  private unsubscribe: () => void = () => {};

  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async onModuleInit(): Promise<void> {
    this.unsubscribe = this.infra.bus.subscribe('rm.clients.>', (payload) => {
      const ids = (payload as ReadModelNotification | undefined)?.ids;
      if (Array.isArray(ids)) void this.learn(ids.filter((id) => !this.owners.has(id)));
    });
    await this.learn(null);
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  userOf(clientId: string): string | undefined {
    return this.owners.get(clientId);
  }

  remember(clientId: number, userId: string): void {
    this.owners.set(String(clientId), userId);
  }

  /** Reads the owners of these clients (all when null) from the read model. */
  private async learn(ids: readonly string[] | null): Promise<void> {
    const numbers = ids?.map(Number).filter(Number.isInteger);
    if (numbers && numbers.length === 0) return;
    let query = this.db.selectFrom('clients').select(['id', 'user_id']);
    if (numbers) query = query.where('id', 'in', numbers);
    const rows = await query.execute().catch(() => []);
    for (const row of rows) this.remember(row.id, row.user_id);
  }
}
