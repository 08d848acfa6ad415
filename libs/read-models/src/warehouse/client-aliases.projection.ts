import { CLIENT_ALIAS_EVENT_TYPES } from '@parcel/contracts';
import { assertNever, normalizeAlias, type ClientAliasEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notices, read-your-writes waits, console query keys). */
export const CLIENT_ALIASES = 'client_aliases';

/** Aliases reported by intake scans, and the client each resolved one names; the changed id is the alias's. */
export const clientAliasesProjection: Projection = {
  name: CLIENT_ALIASES,
  eventTypes: CLIENT_ALIAS_EVENT_TYPES,
  tables: ['client_aliases'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as ClientAliasEvent;
    const id = event.data.aliasId;
    switch (event.type) {
      case 'ClientAliasReported': {
        const { alias, proposedClientId, reportedAt } = event.data;
        await db
          .insertInto('client_aliases')
          .values({
            id,
            alias,
            normalized: normalizeAlias(alias),
            proposed_client_id: proposedClientId,
            is_emag: false,
            reported_at: reportedAt,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'ClientAliasResolved': {
        const { clientId, isEmag, resolvedType, resolvedAt } = event.data;
        await db
          .updateTable('client_aliases')
          .set({ client_id: clientId, is_emag: isEmag, resolved_type: resolvedType, resolved_at: resolvedAt })
          .where('id', '=', id)
          .execute();
        break;
      }
      default:
        return assertNever(event);
    }
    return [String(id)];
  },
};
