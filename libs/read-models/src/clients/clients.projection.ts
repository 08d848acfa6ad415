import type { Updateable } from 'kysely';
import { CLIENT_EVENT_TYPES } from '@parcel/contracts';
import { SENDING_SHIPMENTS_BLOCK, SENDING_SHIPMENTS_BLOCK_TYPE_ID, type ClientEvent, type ClientProfile, type CourierCredentialData, type ExternalApiCredentialData } from '@parcel/domain';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';
import type { ClientTable } from './clients.tables.js';

/** Parameters mirrored on the clients row for the list's search and filter. */
const EMAG_NAME = 'EMAG_NAME';
const SHIPMENT_COUNT_VOLUME = 'SHIPMENT_COUNT_VOLUME';

/**
 * What the clients row keeps of a parameter of this code: set while it exists,
 * cleared when it goes. (The dispatch block is never a plain parameter: the
 * domain records it as ClientDispatchBlocked / ClientDispatchUnblocked.)
 */
function mirrorOf(code: string, value: string | null): Updateable<ClientTable> {
  if (code === EMAG_NAME) return { emag_name: value };
  if (code === SHIPMENT_COUNT_VOLUME) return { shipment_count_volume: value };
  return {};
}

/** The profile columns, named field by field (event data never spreads unknown keys into the row). */
function profileColumns(p: ClientProfile) {
  return {
    name: p.name,
    country: p.country,
    city: p.city,
    post_code: p.post_code,
    street: p.street,
    address: p.address,
    phone_number_prefix: p.phone_number_prefix,
    phone_number: p.phone_number,
    email: p.email,
    nip: p.nip,
    contact_name: p.contact_name,
    bank_account_number: p.bank_account_number,
    cod_enabled: p.cod_enabled,
    download_ext: p.download_ext,
    ext_number: p.ext_number,
    shipment_note: p.shipment_note,
    sender_signature: p.sender_signature,
    re_returning_address: p.re_returning_address,
    re_broadcasting_facility_address: p.re_broadcasting_facility_address,
  };
}

function courierColumns(c: CourierCredentialData) {
  return {
    courier_id: c.courierId,
    type_id: c.typeId,
    username: c.username,
    password_cipher: c.passwordCipher,
    contract_number: c.contractNumber,
    service: c.service,
    note: c.note,
    comment: c.comment,
  };
}

function externalColumns(c: ExternalApiCredentialData) {
  return { type: c.type, username: c.username, password_cipher: c.passwordCipher, token_cipher: c.tokenCipher, ip: c.ip };
}

/**
 * Clients with their parameters, price bands, courier and external API
 * credentials: one stream per client, one read model. Every event sets the
 * client's updated_at to its recorded time; the changed id is the client id.
 */
export const clientsProjection: Projection = {
  name: 'clients',
  eventTypes: CLIENT_EVENT_TYPES,
  tables: ['clients', 'client_parameters', 'client_prices', 'courier_credentials', 'external_api_credentials'],
  async apply(db, recorded: RecordedEvent) {
    // The runner and the rebuild read only eventTypes; anything else falls to the default case.
    const event = { type: recorded.type, data: recorded.data } as ClientEvent;
    const at = recorded.metadata.recordedAt;
    const { clientId } = event.data;
    const touch = (changes: Updateable<ClientTable> = {}) =>
      db
        .updateTable('clients')
        .set({ ...changes, updated_at: at })
        .where('id', '=', clientId)
        .execute();

    switch (event.type) {
      case 'ClientCreated': {
        const { userId, profile, allowedCountries } = event.data;
        await db
          .insertInto('clients')
          .values({
            id: clientId,
            user_id: userId,
            ...profileColumns(profile),
            allowed_countries: JSON.stringify(allowedCountries),
            has_iai_password: false,
            sending_blocked: false,
            emag_name: null,
            shipment_count_volume: null,
            deleted_at: null,
            created_at: at,
            updated_at: at,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        break;
      }
      case 'ClientUpdated':
        await touch(profileColumns(event.data.profile));
        break;
      case 'ClientAllowedCountriesChanged':
        await touch({ allowed_countries: JSON.stringify(event.data.allowedCountries) });
        break;
      case 'ClientBlocked':
        await touch({ deleted_at: at });
        break;
      case 'ClientRestored':
        await touch({ deleted_at: null });
        break;
      case 'ClientIaiPasswordSet':
        await touch({ has_iai_password: true });
        break;

      case 'ClientDispatchBlocked':
        await db
          .insertInto('client_parameters')
          .values({
            id: event.data.parameterId,
            client_id: clientId,
            type_id: SENDING_SHIPMENTS_BLOCK_TYPE_ID,
            code: SENDING_SHIPMENTS_BLOCK,
            value: 'true',
            hidden_value: null,
            created_at: at,
          })
          .onConflict((c) => c.doNothing())
          .execute();
        await touch({ sending_blocked: true });
        break;
      case 'ClientDispatchUnblocked':
        await db.deleteFrom('client_parameters').where('id', '=', event.data.parameterId).execute();
        await touch({ sending_blocked: false });
        break;
      case 'ClientParameterDefined': {
        const { parameterId, typeId, code, value, hiddenValue } = event.data;
        await db
          .insertInto('client_parameters')
          .values({ id: parameterId, client_id: clientId, type_id: typeId, code, value, hidden_value: hiddenValue, created_at: at })
          .onConflict((c) => c.doNothing())
          .execute();
        await touch(mirrorOf(code, value));
        break;
      }
      case 'ClientParameterChanged': {
        const { parameterId, value, hiddenValue } = event.data;
        const changed = await db
          .updateTable('client_parameters')
          .set({ value, hidden_value: hiddenValue })
          .where('id', '=', parameterId)
          .returning('code')
          .executeTakeFirst();
        await touch(changed ? mirrorOf(changed.code, value) : {});
        break;
      }
      case 'ClientParameterRemoved': {
        const removed = await db.deleteFrom('client_parameters').where('id', '=', event.data.parameterId).returning('code').executeTakeFirst();
        await touch(removed ? mirrorOf(removed.code, null) : {});
        break;
      }

      case 'ClientPriceBandAdded': {
        const { priceId, band } = event.data;
        await db
          .insertInto('client_prices')
          .values({
            id: priceId,
            client_id: clientId,
            net_price: band.net_price,
            vat_percentage: band.vat_percentage,
            min_weight_value: band.min_weight_value,
            max_weight_value: band.max_weight_value,
            service_id: band.service_id,
            created_at: at,
          })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        await touch();
        break;
      }
      case 'ClientPriceBandChanged': {
        const { priceId, band } = event.data;
        await db
          .updateTable('client_prices')
          .set({
            net_price: band.net_price,
            vat_percentage: band.vat_percentage,
            min_weight_value: band.min_weight_value,
            max_weight_value: band.max_weight_value,
            service_id: band.service_id,
          })
          .where('id', '=', priceId)
          .execute();
        await touch();
        break;
      }
      case 'ClientPriceBandRemoved':
        await db.deleteFrom('client_prices').where('id', '=', event.data.priceId).execute();
        await touch();
        break;

      case 'CourierCredentialAdded': {
        const { credentialId, credential: c } = event.data;
        await db
          .insertInto('courier_credentials')
          .values({
            id: credentialId,
            client_id: clientId,
            ...courierColumns(c),
            main: false,
            last_check_passed: null,
            last_checked_at: null,
            created_at: at,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        await touch();
        break;
      }
      case 'CourierCredentialChanged': {
        const { credentialId, credential: c } = event.data;
        await db
          .updateTable('courier_credentials')
          .set(courierColumns(c))
          .where('id', '=', credentialId)
          .execute();
        await touch();
        break;
      }
      case 'CourierCredentialChecked': {
        // The check's own time (recorded in the event), as the domain keeps it.
        const { credentialId, passed, checkedAt } = event.data;
        await db
          .updateTable('courier_credentials')
          .set({ last_check_passed: passed, last_checked_at: checkedAt })
          .where('id', '=', credentialId)
          .execute();
        await touch();
        break;
      }
      case 'CourierCredentialRemoved':
        await db.deleteFrom('courier_credentials').where('id', '=', event.data.credentialId).execute();
        await touch();
        break;
      case 'CourierCredentialPinned':
        await db.updateTable('courier_credentials').set({ main: true }).where('id', '=', event.data.credentialId).execute();
        await touch();
        break;
      case 'CourierCredentialUnpinned':
        await db.updateTable('courier_credentials').set({ main: false }).where('id', '=', event.data.credentialId).execute();
        await touch();
        break;

      case 'ExternalApiCredentialAdded': {
        const { credentialId, credential: c } = event.data;
        await db
          .insertInto('external_api_credentials')
          .values({
            id: credentialId,
            client_id: clientId,
            ...externalColumns(c),
            creator_id: recorded.metadata.userId,
            created_at: at,
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        await touch();
        break;
      }
      case 'ExternalApiCredentialChanged': {
        const { credentialId, credential: c } = event.data;
        await db
          .updateTable('external_api_credentials')
          .set(externalColumns(c))
          .where('id', '=', credentialId)
          .execute();
        await touch();
        break;
      }
      case 'ExternalApiCredentialRemoved':
        await db.deleteFrom('external_api_credentials').where('id', '=', event.data.credentialId).execute();
        await touch();
        break;

      default:
        return [];
    }
    return [String(clientId)];
  },
};
