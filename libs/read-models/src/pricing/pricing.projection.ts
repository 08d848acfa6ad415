import { PRICE_LIST_EVENT_TYPES } from '@parcel/contracts';
import { SURCHARGE_KEYS, type PriceListEvent, type PriceListTerms, type Surcharges } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';
import type { OperationalPriceListTable, StoredWeightThreshold } from './pricing.tables.js';

/** The name of the read model (live notifications, read-your-writes waits, console query keys). */
export const OPERATIONAL_PRICE_LISTS = 'operational_price_lists';

type TermsColumns = Pick<
  OperationalPriceListTable,
  | 'type'
  | 'client_id'
  | 'name'
  | 'special_association'
  | 'country_id'
  | 'courier_id'
  | 'begin_date'
  | 'currency'
  | 'specific_factors_currency'
>;

function termsColumns(terms: PriceListTerms) {
  const columns: TermsColumns = {
    type: terms.type,
    client_id: terms.clientId,
    name: terms.name,
    special_association: terms.specialAssociation,
    country_id: terms.countryId,
    courier_id: terms.courierId,
    begin_date: terms.beginDate,
    currency: terms.currency,
    specific_factors_currency: terms.specificFactorsCurrency,
  };
  const surcharges = Object.fromEntries(SURCHARGE_KEYS.map((key) => [key, terms[key]])) as Surcharges;
  const thresholds: StoredWeightThreshold[] = terms.weightThresholds.map((t, index) => ({ id: index + 1, ...t }));
  return { ...columns, surcharges: JSON.stringify(surcharges), weight_thresholds: JSON.stringify(thresholds) };
}

/** The columns a list's terms are read back from. */
export type PriceListTermsRow = Pick<
  OperationalPriceListTable,
  | 'type'
  | 'client_id'
  | 'name'
  | 'special_association'
  | 'country_id'
  | 'courier_id'
  | 'begin_date'
  | 'currency'
  | 'specific_factors_currency'
> & { surcharges: Surcharges; weight_thresholds: readonly StoredWeightThreshold[] };

/** A row's terms as recorded (the pricing area's PriceLists reads them back for the selection). */
export function priceListTermsOf(row: PriceListTermsRow): PriceListTerms {
  return {
    ...row.surcharges,
    type: row.type,
    clientId: row.client_id,
    name: row.name,
    specialAssociation: row.special_association,
    beginDate: row.begin_date,
    currency: row.currency,
    specificFactorsCurrency: row.specific_factors_currency,
    countryId: row.country_id,
    courierId: row.courier_id,
    weightThresholds: row.weight_thresholds.map(({ limiting_threshold, base_amount }) => ({ limiting_threshold, base_amount })),
  };
}

/**
 * Operational price lists, one stream per list; the changed id is the list's
 * id. An OperationalPriceListChanged whose begin date passes the recorded
 * activation makes the list pending again (as the decider's evolve does).
 */
export const operationalPriceListsProjection: Projection = {
  name: OPERATIONAL_PRICE_LISTS,
  eventTypes: PRICE_LIST_EVENT_TYPES,
  tables: ['operational_price_lists'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as PriceListEvent;
    const at = recorded.metadata.recordedAt;
    const id = event.data.priceListId;
    const update = (values: { deleted?: boolean; activated_on?: string; deactivated_at?: string; used?: boolean }) =>
      db
        .updateTable('operational_price_lists')
        .set({ ...values, revision: recorded.revision, updated_at: at })
        .where('id', '=', id)
        .execute();
    switch (event.type) {
      case 'OperationalPriceListCreated':
        await db
          .insertInto('operational_price_lists')
          .values({
            id,
            ...termsColumns(event.data.terms),
            activated_on: null,
            deactivated_at: null,
            used: false,
            deleted: false,
            revision: recorded.revision,
            created_at: at,
            updated_at: at,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      case 'OperationalPriceListChanged': {
        const columns = termsColumns(event.data.terms);
        await db
          .updateTable('operational_price_lists')
          .set((eb) => ({
            ...columns,
            activated_on: eb.case().when('activated_on', '<', columns.begin_date).then(null).else(eb.ref('activated_on')).end(),
            revision: recorded.revision,
            updated_at: at,
          }))
          .where('id', '=', id)
          .execute();
        break;
      }
      case 'OperationalPriceListDeleted':
        await update({ deleted: true });
        break;
      case 'OperationalPriceListActivated':
        await update({ activated_on: event.data.activatedOn });
        break;
      case 'OperationalPriceListDeactivated':
        await update({ deactivated_at: event.data.deactivatedAt });
        break;
      case 'OperationalPriceListPutInUse':
        await update({ used: true });
        break;
      default:
        return [];
    }
    return [String(id)];
  },
};
