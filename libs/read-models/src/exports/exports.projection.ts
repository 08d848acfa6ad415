import { sql } from 'kysely';
import { EXPORT_EVENT_TYPES } from '@parcel/contracts';
import type { ExportEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys); the changed ids are exports' uuids. */
export const EXPORTS = 'exports';

/** Exports and their validation errors, from the exports' streams. */
export const exportsProjection: Projection = {
  name: EXPORTS,
  eventTypes: EXPORT_EVENT_TYPES,
  tables: ['exports', 'export_validation_errors'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as ExportEvent;
    const at = recorded.metadata.recordedAt;
    const { identifier } = event.data;
    const update = (values: Record<string, unknown>) =>
      db
        .updateTable('exports')
        .set({ ...values, updated_at: at })
        .where('identifier', '=', identifier)
        .execute();
    switch (event.type) {
      case 'ExportOrdered': {
        const o = event.data;
        await db
          .insertInto('exports')
          .values({
            identifier,
            id: o.exportId,
            type: o.type,
            name: o.name,
            status: 'order_accepted',
            error: null,
            errors_count: 0,
            used_for_invoice: false,
            attempt: 0,
            performed_count: 0,
            total_count: 0,
            file: null,
            client_id: o.clientId,
            client_name: o.clientName,
            user_id: o.userId,
            role: o.role,
            criteria: JSON.stringify(o.criteria),
            start: o.start,
            end: o.end,
            custom: o.custom,
            created_at: at,
            updated_at: at,
          })
          .onConflict((c) => c.column('identifier').doNothing())
          .execute();
        break;
      }
      case 'ExportStarted':
        await db.deleteFrom('export_validation_errors').where('identifier', '=', identifier).execute();
        await update({ status: 'accounting', attempt: event.data.attempt, performed_count: 0, total_count: 0, errors_count: 0 });
        break;
      case 'ExportProgressed':
        await update({ performed_count: event.data.performedCount, total_count: event.data.totalCount });
        break;
      case 'ExportValidationErrorsFound':
        await db
          .insertInto('export_validation_errors')
          .values(
            event.data.errors.map((e) => ({
              id: e.id,
              identifier,
              type: e.type,
              internal_waybill: e.internalWaybill,
              reviewed: false,
              parcel_internal_numbers: JSON.stringify(e.parcelInternalNumbers),
              additional_data: JSON.stringify(e.additionalData),
            })),
          )
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        await update({ errors_count: sql`errors_count + ${event.data.errors.length}` });
        break;
      case 'ExportGenerated': {
        const { errorsCount, rows, file } = event.data;
        await update({
          status: errorsCount > 0 ? 'validation_error' : 'validated',
          errors_count: errorsCount,
          file,
          performed_count: rows,
          total_count: sql`greatest(total_count, ${rows})`,
        });
        break;
      }
      case 'ExportFailed':
        await update({ status: 'internal_error', error: event.data.error });
        break;
      case 'ExportDownloaded':
        await update({ status: 'downloaded' });
        break;
      case 'ExportUsedForInvoiceChanged':
        await update({ used_for_invoice: event.data.usedForInvoice });
        break;
      case 'ExportValidationErrorReviewed':
        await db
          .updateTable('export_validation_errors')
          .set({ reviewed: event.data.reviewed })
          .where('id', '=', event.data.validationErrorId)
          .where('identifier', '=', identifier)
          .execute();
        await update({});
        break;
      default:
        return [];
    }
    return [identifier];
  },
};
