import { Inject, Injectable } from '@nestjs/common';
import type { ParcelSearchHit, ParcelSearchResponse } from '@parcel/contracts';
import { DomainError, ROLES } from '@parcel/domain';
import type { ReadModelDb } from '@parcel/read-models';
import type { Infrastructure } from '../../../bootstrap/infrastructure.js';
import type { AuthenticatedUser } from '../../../identity/session-lookup.js';
import { INFRA } from '../../../shared/tokens.js';
import { StatusTypes } from '../../../statuses/index.js';
import { ParcelCodes } from '../parcel-codes.js';
import { sectorName } from './sector-names.js';

/**
 * GET app/v1/parcel/search/{number} (the scan search, /parcel-search): the
 * parcels a code names, from the shipments read model, with where they should
 * be (parcel_sorting: the zone sorting chose; problem_parcels: the sector they
 * wait in). A client finds only its own parcels and sees neither the client
 * nor the floor's places; anything else it asks for is 404 like a code that
 * names nothing (it never learns that another's parcel exists).
 */
@Injectable()
export class ParcelSearchQueries {
  private readonly db: ReadModelDb;
  constructor(
    @Inject(INFRA) infra: Infrastructure,
    @Inject(ParcelCodes) private readonly codes: ParcelCodes,
    @Inject(StatusTypes) private readonly statusTypes: StatusTypes,
  ) {
    this.db = infra.database.db as ReadModelDb;
  }

  async search(code: string, user: AuthenticatedUser): Promise<ParcelSearchResponse> {
    const named = await this.codes.find(code);
    const staff = user.role !== ROLES.client;
    const ownClient = staff ? null : await this.ownClient(user);
    const parcelIds = named.map((n) => n.parcelId);
    if (parcelIds.length === 0 || (!staff && ownClient === null)) throw new DomainError('searched_parcel_not_found');
    let query = this.db
      .selectFrom('shipment_parcels as p')
      .innerJoin('shipments as s', 's.id', 'p.shipment_id')
      .leftJoin('clients as c', 'c.id', 's.client_id')
      .select([
        'p.id',
        'p.number',
        'p.last_status_id',
        'p.last_status_at',
        's.number as shipment_number',
        's.client_id',
        's.deleted_at',
        'c.name as client_name',
      ])
      .where('p.id', 'in', parcelIds)
      .where('p.active', '=', true)
      .orderBy('s.id')
      .orderBy('p.position');
    if (!staff) query = query.where('s.client_id', '=', ownClient!);
    const rows = await query.execute();
    if (rows.length === 0) throw new DomainError('searched_parcel_not_found');
    const found = rows.map((r) => r.id);
    const [types, places, sectors] = await Promise.all([
      this.statusTypes.many(
        rows.flatMap((r) => (r.last_status_id === null ? [] : [r.last_status_id])),
        { includeDeleted: true },
      ),
      staff
        ? this.db
            .selectFrom('parcel_sorting')
            .select(['parcel_id', 'zone', 'bucket', 'courier', 'classified_at'])
            .where('parcel_id', 'in', found)
            .execute()
        : Promise.resolve([]),
      staff
        ? this.db
            .selectFrom('problem_parcels')
            .select(['parcel_id', 'sector_id', 'sector_code', 'since'])
            .where('parcel_id', 'in', found)
            .where('resolved_at', 'is', null)
            .execute()
        : Promise.resolve([]),
    ]);
    const placeOf = new Map(places.map((p) => [p.parcel_id, p]));
    const sectorOf = new Map(sectors.map((s) => [s.parcel_id, s]));
    const parcels = rows.map((r): ParcelSearchHit => {
      const place = placeOf.get(r.id);
      const sector = sectorOf.get(r.id);
      const type = r.last_status_id === null ? undefined : types.get(r.last_status_id);
      return {
        parcel_id: r.id,
        number: r.number,
        shipment_number: r.shipment_number,
        client: staff ? { id: r.client_id, name: r.client_name ?? '' } : null,
        status:
          r.last_status_id === null
            ? null
            : { id: r.last_status_id, name: type?.displayed_name ?? String(r.last_status_id), at: r.last_status_at?.toISOString() ?? null },
        zone: place ? { zone: place.zone, bucket: place.bucket, courier: place.courier, at: place.classified_at.toISOString() } : null,
        sector: sector
          ? {
              id: sector.sector_id,
              code: sector.sector_code,
              name: sectorName(sector.sector_id, sector.sector_code),
              since: sector.since.toISOString(),
            }
          : null,
        deleted: r.deleted_at !== null,
      };
    });
    return { parcels };
  }

  /** The client a client user logs in as (null: none). */
  private async ownClient(user: AuthenticatedUser): Promise<number | null> {
    const row = await this.db.selectFrom('clients').select('id').where('user_id', '=', user.id).executeTakeFirst();
    return row?.id ?? null;
  }
}
