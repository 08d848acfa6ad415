import { Inject, Injectable } from '@nestjs/common';
import type { AuditEventView, ShipmentAuditResponse } from '@parcel/contracts';
import {
  ROLES,
  evolveParcel,
  evolveShipment,
  initialParcelState,
  initialShipmentState,
  parcelStream,
  shipmentAccountingStream,
  shipmentStream,
  type ParcelEvent,
  type ShipmentEvent,
} from '@parcel/domain';
import { comparePositions, formatPosition, type EventStore, type RecordedEvent } from '@parcel/event-store';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { INFRA } from '../../shared/tokens.js';
import { ShipmentQueries } from './shipment.queries.js';

const ROLE_NAMES: Record<number, string> = {
  [ROLES.admin]: 'admin',
  [ROLES.warehouse_worker]: 'warehouse_worker',
  [ROLES.client]: 'client',
};

/**
 * The audit of a shipment (admins): every event of its stream, its
 * parcels' streams and its accounting stream, in the order they happened, with who (user, role), where
 * (workstation, warehouse), when and why (correlation, causation); and the
 * shipment as it stood at a moment ("as of"), folded from those events. The
 * one query that reads the event store on purpose.
 */
@Injectable()
export class ShipmentAuditQueries {
  private readonly db: ReadModelDb;
  private readonly store: EventStore;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(ShipmentQueries) private readonly shipments: ShipmentQueries,
  ) {
    this.db = infra.database.db as ReadModelDb;
    this.store = infra.store;
  }

  async audit(number: string, user: AuthenticatedUser, asOf: string | undefined): Promise<ShipmentAuditResponse> {
    const { row } = await this.shipments.readable(number, user);
    const shipmentEvents = await this.store.readStream(shipmentStream(row.id));
    // Every parcel the shipment ever had (a change may have removed some).
    const parcelIds = new Set<number>();
    for (const e of shipmentEvents) {
      const order = (e.data as { order?: { parcels: { parcel_id: number }[] } }).order;
      order?.parcels.forEach((p) => parcelIds.add(p.parcel_id));
    }
    const [parcelEvents, accountingEvents] = await Promise.all([
      Promise.all([...parcelIds].map((id) => this.store.readStream(parcelStream(id)))).then((lists) => lists.flat()),
      // Every amount ever charged (main, after_service) and every failure to price it.
      this.store.readStream(shipmentAccountingStream(row.id)),
    ]);
    const all = [...shipmentEvents, ...parcelEvents, ...accountingEvents].sort((a, b) => comparePositions(a.position, b.position));
    const until = asOf ? all.filter((e) => e.metadata.recordedAt <= asOf) : all;
    const emails = await this.emails(until);
    return {
      number: row.number,
      as_of: asOf ?? null,
      events: until.map((e) => this.view(e, emails)),
      state: fold(until),
    };
  }

  private view(e: RecordedEvent, emails: Map<string, string>): AuditEventView {
    const m = e.metadata;
    return {
      stream: e.streamId,
      revision: e.revision,
      position: formatPosition(e.position),
      type: e.type,
      data: e.data,
      recorded_at: m.recordedAt,
      user: {
        id: m.userId,
        email: m.userId ? (emails.get(m.userId) ?? null) : null,
        role: m.role === null || m.role === undefined ? null : (ROLE_NAMES[Number(m.role)] ?? String(m.role)),
      },
      workstation: m.workstation,
      warehouse: m.warehouse,
      correlation_id: m.correlationId ?? null,
      causation_id: m.causationId ?? null,
    };
  }

  private async emails(events: readonly RecordedEvent[]): Promise<Map<string, string>> {
    const ids = [...new Set(events.flatMap((e) => (e.metadata.userId ? [e.metadata.userId] : [])))];
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.email]));
  }
}

/** The shipment and each parcel's status rows, folded from the events given. */
function fold(events: readonly RecordedEvent[]) {
  let shipment = initialShipmentState;
  const parcels = new Map<number, ReturnType<typeof evolveParcel>>();
  for (const e of events) {
    if (e.streamId.startsWith('shipment-accounting-')) continue;
    if (e.streamId.startsWith('shipment-')) shipment = evolveShipment(shipment, { type: e.type, data: e.data } as ShipmentEvent);
    else {
      const event = { type: e.type, data: e.data } as ParcelEvent;
      parcels.set(event.data.parcelId, evolveParcel(parcels.get(event.data.parcelId) ?? initialParcelState, event));
    }
  }
  return { shipment, parcels: Object.fromEntries([...parcels].map(([id, state]) => [id, state.rows])) };
}
