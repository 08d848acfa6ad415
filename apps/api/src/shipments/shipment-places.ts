import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { INFRA } from '../shared/tokens.js';
import { StatusTypes } from '../statuses/index.js';
import { Lockers, type LockerRecord } from '../couriers/index.js';

export interface PlaceLocality {
  readonly id: number;
  readonly country_id: number;
  readonly name: string;
  readonly county: string | null;
  readonly postal_code: string;
}

export type PlaceLocker = LockerRecord;

export interface StatusTypeView {
  readonly id: number;
  readonly name: string;
  readonly displayed_name_ro: string;
  readonly internal: boolean;
  readonly repeatable: boolean;
}

/**
 * What the shipments area reads of other areas' read models: localities
 * (addresses), lockers (couriers), and status types through the statuses
 * area's StatusTypes. One place, so the handlers stay free of other areas.
 */
@Injectable()
export class ShipmentPlaces {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(StatusTypes) private readonly statuses: StatusTypes,
    @Inject(Lockers) private readonly lockers: Lockers,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async locality(id: number): Promise<PlaceLocality | null> {
    const { rows } = await sql<PlaceLocality>`
      SELECT id, country_id, name, county, postal_code FROM address_localities WHERE id = ${id}`.execute(this.db);
    return rows[0] ?? null;
  }

  locker(id: string): Promise<PlaceLocker | null> {
    return this.lockers.byId(id);
  }

  /** Status types by id for showing (deleted ones too: a row given before a deletion keeps its name) or for giving (live only). */
  async statusTypes(ids: readonly number[], forGiving = false): Promise<Map<number, StatusTypeView>> {
    const found = await this.statuses.many([...new Set(ids)], { includeDeleted: !forGiving });
    return new Map(
      [...found.values()].map((t) => [t.id, { id: t.id, name: t.displayed_name, displayed_name_ro: t.displayed_name_ro, internal: t.internal === 1, repeatable: t.repeatable }]),
    );
  }
}
