import { Inject, Injectable } from '@nestjs/common';
import { decideReportAlias, normalizeAlias } from '@parcel/domain';
import type { Position } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { CommandContext } from '../../cqrs/command-context.js';
import { INFRA } from '../../shared/tokens.js';
import { IntakeStreams, clientAliasNameStream } from './intake-streams.js';

/** The client an alias names, and whether parcels under it are eMAG's. */
export interface AliasClient {
  readonly clientId: number;
  readonly isEmag: boolean;
}

/**
 * Which client a name on a label means (exported for sorting and the other
 * floor screens): an alias an admin resolved, else an active client whose
 * name is exactly the alias, else one whose eMAG name (EMAG_NAME parameter)
 * is (then the parcel is eMAG's). Compared ignoring case and extra spaces.
 */
@Injectable()
export class ClientAliases {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(IntakeStreams) private readonly streams: IntakeStreams,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async clientOf(alias: string): Promise<AliasClient | null> {
    const normalized = normalizeAlias(alias);
    if (!normalized) return null;
    const resolved = await this.db
      .selectFrom('client_aliases')
      .select(['client_id', 'is_emag'])
      .where('normalized', '=', normalized)
      .where('client_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirst();
    if (resolved?.client_id) return { clientId: resolved.client_id, isEmag: resolved.is_emag };
    const byName = await this.activeClient('name', normalized);
    if (byName !== null) return { clientId: byName, isEmag: false };
    const byEmagName = await this.activeClient('emag_name', normalized);
    return byEmagName !== null ? { clientId: byEmagName, isEmag: true } : null;
  }

  /**
   * Reports an alias that names no client (once per alias; a second report
   * records nothing). The proposed client is the one the worker chose, else an
   * active client whose name contains the alias.
   */
  async report(alias: string, chosenClientId: number | null, context: CommandContext): Promise<Position | undefined> {
    const existing = await this.streams.reservation<{ aliasId: number }>(clientAliasNameStream(alias));
    if (existing) return undefined;
    const aliasId = await this.streams.nextId('client_alias_ids');
    const reserved = await this.streams.reserve(
      clientAliasNameStream(alias),
      { type: 'ClientAliasNameReserved', data: { alias: alias.trim(), aliasId } },
      context,
    );
    if (reserved === false) return undefined;
    const proposedClientId = chosenClientId ?? (await this.similarClient(normalizeAlias(alias)));
    const reportedAt = this.streams.now().toISOString();
    const { position } = await this.streams.onAlias(
      aliasId,
      (state) => decideReportAlias(state, { aliasId, alias, proposedClientId, reportedAt }),
      context,
    );
    return position;
  }

  private async activeClient(column: 'name' | 'emag_name', normalized: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('clients')
      .select('id')
      .where((eb) => eb(eb.fn('lower', [eb.ref(column)]), '=', normalized))
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Substring match on the client's name (the trigram index of the client search). */
  private async similarClient(normalized: string): Promise<number | null> {
    if (normalized.length < 3) return null;
    const pattern = `%${normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const row = await this.db
      .selectFrom('clients')
      .select('id')
      .where((eb) => eb(eb.fn('lower', [eb.ref('name')]), 'like', pattern))
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }
}
