import type { ParcelEvent } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

/** The name of the read model (live notifications, console query keys). */
export const PARCEL_PLACES = 'parcel_places';

/** Where sorting put each parcel last: zone, bucket, courier (the scan search shows it). Changed id: the parcel's. */
export const parcelPlacesProjection: Projection = {
  name: PARCEL_PLACES,
  eventTypes: ['ParcelClassified'],
  tables: ['parcel_places'],
  async apply(db, recorded: RecordedEvent) {
    const { data } = { type: recorded.type, data: recorded.data } as Extract<ParcelEvent, { type: 'ParcelClassified' }>;
    const row = { zone: data.zone, bucket: data.bucket, courier: data.courier, classified_at: data.at };
    await db
      .insertInto('parcel_places')
      .values({ parcel_id: data.parcelId, ...row })
      .onConflict((c) => c.column('parcel_id').doUpdateSet(row))
      .execute();
    return [String(data.parcelId)];
  },
};
