import { WORKSTATION_EVENT_TYPES } from '@parcel/contracts';
import type { WorkstationEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import { assertNever } from '@parcel/domain';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const WORKSTATIONS = 'workstations';

/** Workstations and their workflows; the changed id is the workstation's id. */
export const workstationsProjection: Projection = {
  name: WORKSTATIONS,
  eventTypes: WORKSTATION_EVENT_TYPES,
  tables: ['workstations', 'workstation_workflows'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as WorkstationEvent;
    const at = recorded.metadata.recordedAt;
    const id = event.data.workstationId;
    switch (event.type) {
      case 'WorkstationCreated': {
        const { code, workstationTypeId, warehouseId } = event.data;
        await db
          .insertInto('workstations')
          .values({ id, code, workstation_type_id: workstationTypeId, warehouse_id: warehouseId, updated_at: at })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'WorkstationChanged': {
        const { code, workstationTypeId, warehouseId } = event.data;
        await db
          .updateTable('workstations')
          .set({ code, workstation_type_id: workstationTypeId, warehouse_id: warehouseId, updated_at: at })
          .where('id', '=', id)
          .execute();
        break;
      }
      case 'WorkstationDeleted':
        await db.updateTable('workstations').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
        break;
      case 'WorkstationClaimed': {
        const { workflowId, userId, email, startedAt } = event.data;
        const workstation = await db.selectFrom('workstations').select('code').where('id', '=', id).executeTakeFirst();
        await db
          .updateTable('workstations')
          .set({ active_user_id: userId, active_email: email, active_since: startedAt, active_workflow_id: workflowId, updated_at: at })
          .where('id', '=', id)
          .execute();
        await db
          .insertInto('workstation_workflows')
          .values({
            id: workflowId,
            workstation_id: id,
            workstation_code: workstation?.code ?? '',
            user_id: userId,
            email,
            start_at: startedAt,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'WorkstationReleased': {
        const { workflowId, endType, endedAt } = event.data;
        await db
          .updateTable('workstations')
          .set({ active_user_id: null, active_email: null, active_since: null, active_workflow_id: null, updated_at: at })
          .where('id', '=', id)
          .where('active_workflow_id', '=', workflowId)
          .execute();
        await db.updateTable('workstation_workflows').set({ end_at: endedAt, end_type: endType }).where('id', '=', workflowId).execute();
        break;
      }
      default:
        return assertNever(event);
    }
    return [String(id)];
  },
};
