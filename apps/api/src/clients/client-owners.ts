import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { logger } from '../shared/logger.js';
import { INFRA } from '../shared/tokens.js';

/**
 * Which login user owns which client, for the live rooms (a change of client 7
 * is told to its login's user room; the client's user may join "clients:7").
 * The pairing never changes once made, so a cache kept in memory is exact:
 * filled from the read model at start, told by this instance's create handler,
 * and completed from the read model (lookUp, awaited by the live gateway) for a
 * client another instance made.
 */
@Injectable()
export class ClientOwners implements OnModuleInit {
  private readonly owners = new Map<string, string>();
  private readonly db: ReadModelDb;

  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.db = infra.database.db as ReadModelDb;
  }

  async onModuleInit(): Promise<void> {
    await this.learn(null);
  }

  userOf(clientId: string): string | undefined {
    return this.owners.get(clientId);
  }

  remember(clientId: number, userId: string): void {
    this.owners.set(String(clientId), userId);
  }

  async lookUp(clientIds: readonly string[]): Promise<void> {
    const unknown = clientIds.filter((id) => !this.owners.has(id));
    if (unknown.length > 0) await this.learn(unknown);
  }

  /** Reads the owners of these clients (all when null) from the read model; a failure is logged (ids only) and leaves them unknown. */
  private async learn(ids: readonly string[] | null): Promise<void> {
    const numbers = ids?.map(Number).filter(Number.isInteger);
    if (numbers && numbers.length === 0) return;
    let query = this.db.selectFrom('clients').select(['id', 'user_id']);
    if (numbers) query = query.where('id', 'in', numbers);
    try {
      for (const row of await query.execute()) this.remember(row.id, row.user_id);
    } catch (error) {
      logger.warn(`Owners of clients ${ids ? ids.join(', ') : '(all)'} not looked up: ${(error as Error).message}`);
    }
  }
}
