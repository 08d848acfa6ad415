import { PROBLEMATIC_SECTOR_EVENT_TYPES } from '@parcel/contracts';
import { assertNever, type ParcelEvent, type ProblematicSectorEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Updateable } from 'kysely';
import type { Projection } from '../projector/projection.js';
import type { ParcelFloorTable } from './scanning.tables.js';

/** Read-model names (live notifications, read-your-writes waits, console query keys). */
export const PROBLEMATIC_SECTORS = 'problematic_sectors';
export const PARCEL_FLOOR = 'parcel_floor';

/** Problematic sectors; the changed id is the sector's. */
export const problematicSectorsProjection: Projection = {
  name: PROBLEMATIC_SECTORS,
  eventTypes: PROBLEMATIC_SECTOR_EVENT_TYPES,
  tables: ['problematic_sectors'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as ProblematicSectorEvent;
    const at = recorded.metadata.recordedAt;
    const id = event.data.sectorId;
    switch (event.type) {
      case 'ProblematicSectorCreated': {
        const { code, name, warehouseId, internal, statusTypeId } = event.data;
        await db
          .insertInto('problematic_sectors')
          .values({ id, code, name, warehouse_id: warehouseId, internal, status_type_id: statusTypeId, deleted: false, updated_at: at })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'ProblematicSectorDeleted':
        await db.updateTable('problematic_sectors').set({ deleted: true, updated_at: at }).where('id', '=', id).execute();
        break;
      default:
        return assertNever(event);
    }
    return [String(id)];
  },
};

type FloorEvent = Extract<ParcelEvent, { type: 'ParcelMeasured' | 'ParcelSectorAssigned' | 'ParcelSectorResolved' }>;

/**
 * What the floor knows of a parcel (its measurement, its sector); the changed
 * id is the parcel's. A scan's status row is not its event: a read waits for it
 * only after a scan that put the parcel in a sector (reachedAppend).
 */
export const parcelFloorProjection: Projection = {
  name: PARCEL_FLOOR,
  eventTypes: ['ParcelMeasured', 'ParcelSectorAssigned', 'ParcelSectorResolved'],
  tables: ['parcel_floor'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as FloorEvent;
    const at = recorded.metadata.recordedAt;
    const { parcelId, shipmentId } = event.data;
    const upsert = (values: Omit<Updateable<ParcelFloorTable>, 'parcel_id' | 'shipment_id'>) =>
      db
        .insertInto('parcel_floor')
        .values({ parcel_id: parcelId, shipment_id: shipmentId, ...values })
        .onConflict((c) => c.column('parcel_id').doUpdateSet({ shipment_id: shipmentId, ...values }))
        .execute();
    switch (event.type) {
      case 'ParcelMeasured': {
        const { weight, height, width, length, volumetricWeight, nonConveyable } = event.data;
        await upsert({
          weight,
          height,
          width,
          length,
          volumetric_weight: volumetricWeight,
          non_conveyable: nonConveyable,
          measured_at: at,
        });
        break;
      }
      case 'ParcelSectorAssigned':
        await upsert({ sector_id: event.data.sectorId, sector_since: event.data.at });
        break;
      case 'ParcelSectorResolved':
        await db
          .updateTable('parcel_floor')
          .set({ sector_id: null, sector_since: null })
          .where('parcel_id', '=', parcelId)
          .where('sector_id', '=', event.data.sectorId)
          .execute();
        break;
      default:
        return assertNever(event);
    }
    return [String(parcelId)];
  },
};
