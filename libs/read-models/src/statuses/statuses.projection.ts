import { STATUS_TYPE_EVENT_TYPES } from '@parcel/contracts';
import type { StatusTypeDetails, StatusTypeEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const STATUS_TYPES = 'status_types';

/** The editable columns, named field by field (event data never spreads unknown keys into the row). */
function detailColumns(d: StatusTypeDetails) {
  return {
    name: d.name,
    displayed_name: d.displayed_name,
    displayed_name_ro: d.displayed_name_ro,
    internal: d.internal,
    code: d.code,
    group_id: d.group_id,
  };
}

/** Status types, one stream each; the changed id is the type's id. */
export const statusTypesProjection: Projection = {
  name: STATUS_TYPES,
  eventTypes: STATUS_TYPE_EVENT_TYPES,
  tables: ['status_types'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as StatusTypeEvent;
    const at = recorded.metadata.recordedAt;
    const id = event.data.statusTypeId;
    switch (event.type) {
      case 'StatusTypeDefined': {
        const { statusType } = event.data;
        await db
          .insertInto('status_types')
          .values({
            id,
            ...detailColumns(statusType),
            id_courier: statusType.id_courier,
            system_id: statusType.system_id,
            repeatable: statusType.repeatable,
            deleted: false,
            created_at: at,
            updated_at: at,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'StatusTypeChanged':
        await db
          .updateTable('status_types')
          .set({ ...detailColumns(event.data.details), updated_at: at })
          .where('id', '=', id)
          .execute();
        break;
      case 'StatusTypeDeleted':
        await db.updateTable('status_types').set({ deleted: true, updated_at: at }).where('id', '=', id).execute();
        break;
      default:
        return [];
    }
    return [String(id)];
  },
};
