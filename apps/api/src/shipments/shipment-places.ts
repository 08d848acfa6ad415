import { Inject, Injectable } from '@nestjs/common';
import { StatusTypes } from '../statuses/index.js';
import { Lockers, type LockerRecord } from '../couriers/index.js';
import { AddressBook } from '../addresses/index.js';
import type { AddressLocality } from '@parcel/domain';

export type PlaceLocality = AddressLocality;

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
  constructor(
    @Inject(StatusTypes) private readonly statuses: StatusTypes,
    @Inject(Lockers) private readonly lockers: Lockers,
    @Inject(AddressBook) private readonly addresses: AddressBook,
  ) {}

  async locality(id: number): Promise<PlaceLocality | null> {
    return (await this.addresses.locality(id)) ?? null;
  }

  locker(id: string): Promise<PlaceLocker | null> {
    return this.lockers.byId(id);
  }

  /** Status types by id for showing (deleted ones too: a row given before a deletion keeps its name) or for giving (live only). */
  async statusTypes(ids: readonly number[], forGiving = false): Promise<Map<number, StatusTypeView>> {
    const found = await this.statuses.many([...new Set(ids)], { includeDeleted: !forGiving });
    return new Map(
      [...found.values()].map((t) => [
        t.id,
        { id: t.id, name: t.displayed_name, displayed_name_ro: t.displayed_name_ro, internal: t.internal === 1, repeatable: t.repeatable },
      ]),
    );
  }
}
