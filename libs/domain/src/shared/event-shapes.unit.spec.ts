import { describe, expect, it } from 'vitest';
import {
  CALENDAR_EVENT_TYPES,
  CLIENT_EVENT_TYPES,
  calendarEventSchemas,
  SESSION_EVENT_TYPES,
  USER_EVENT_TYPES,
  clientIdEventSchemas,
  clientStreamEventSchemas,
  emailReservationEventSchemas,
  parcelStreamEventSchemas,
  shipmentStreamEventSchemas,
  eventTypesOf,
  sessionEventSchemas,
  statusTypeEventSchemas,
  STATUS_TYPE_EVENT_TYPES,
  userEventSchemas,
  workstationEventSchemas,
  problematicSectorEventSchemas,
  sectorCodeEventSchemas,
  externalInboundEventSchemas,
  externalInboundBarcodeEventSchemas,
  intakeBarcodeEventSchemas,
  clientAliasEventSchemas,
  clientAliasNameEventSchemas,
  exportEventSchemas,
  priceListEventSchemas,
  courierPriceEventSchemas,
  shipmentAccountingEventSchemas,
  exchangeRateEventSchemas,
  invoiceEventSchemas,
  invoiceRunEventSchemas,
  resignationEventSchemas,
  resignationWaybillEventSchemas,
  externalShopEventSchemas,
  shopSyncEventSchemas,
  shopOrderEventSchemas,
  type EventsOf,
} from '@parcel/contracts';
import type { CalendarEvent } from '../calendar/calendar.events.js';
import type { ClientEvent, ClientIdEvent } from '../clients/client.events.js';
import type { EmailReservationEvent } from '../identity/email-reservation.js';
import type { SessionEvent } from '../identity/session.js';
import type { UserEvent } from '../identity/user.events.js';
import type { ParcelEvent, ShipmentEvent } from '../shipments/shipment.events.js';
import type { StatusTypeEvent } from '../statuses/status-type.events.js';
import type { WorkstationEvent } from '../warehouse/workstation.events.js';
import type { ProblematicSectorEvent, SectorCodeEvent } from '../warehouse/problematic-sector.events.js';
import type { ClientAliasEvent, ClientAliasNameEvent } from '../warehouse/intake/client-alias.js';
import type { ExternalInboundBarcodeEvent, ExternalInboundEvent } from '../warehouse/intake/external-inbound.js';
import type { IntakeBarcodeEvent } from '../warehouse/intake/intake.js';
import type { ExportEvent } from '../reports/export.events.js';
import type { PriceListEvent } from '../pricing/price-list.events.js';
import type { CourierPriceEvent } from '../courier-prices/courier-price.events.js';
import type { ExchangeRateEvent, ShipmentAccountingEvent } from '../accounting/shipment-accounting.events.js';
import type { InvoiceEvent } from '../invoicing/invoice.events.js';
import type { InvoiceRunEvent } from '../invoicing/invoice-run.js';
import type { ResignationEvent, ResignationWaybillEvent } from '../resignations/resignation.events.js';
import type { ExternalShopEvent, ShopOrderEvent, ShopSyncEvent } from '../shops/shop.events.js';

/**
 * The deciders' event unions and the zod schemas the store validates with are
 * one shape: these lines stop compiling (typecheck) the moment they differ.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const shapes: Record<string, true> = {
  user: true satisfies Same<UserEvent, EventsOf<typeof userEventSchemas>>,
  session: true satisfies Same<SessionEvent, EventsOf<typeof sessionEventSchemas>>,
  emailReservation: true satisfies Same<EmailReservationEvent, EventsOf<typeof emailReservationEventSchemas>>,
  clientId: true satisfies Same<ClientIdEvent, EventsOf<typeof clientIdEventSchemas>>,
  client: true satisfies Same<ClientEvent, EventsOf<typeof clientStreamEventSchemas>>,
  shipment: true satisfies Same<ShipmentEvent, EventsOf<typeof shipmentStreamEventSchemas>>,
  parcel: true satisfies Same<ParcelEvent, EventsOf<typeof parcelStreamEventSchemas>>,
  statusType: true satisfies Same<StatusTypeEvent, EventsOf<typeof statusTypeEventSchemas>>,
  workstation: true satisfies Same<WorkstationEvent, EventsOf<typeof workstationEventSchemas>>,
  calendar: true satisfies Same<CalendarEvent, EventsOf<typeof calendarEventSchemas>>,
  problematicSector: true satisfies Same<ProblematicSectorEvent, EventsOf<typeof problematicSectorEventSchemas>>,
  sectorCode: true satisfies Same<SectorCodeEvent, EventsOf<typeof sectorCodeEventSchemas>>,
  externalInbound: true satisfies Same<ExternalInboundEvent, EventsOf<typeof externalInboundEventSchemas>>,
  externalInboundBarcode: true satisfies Same<ExternalInboundBarcodeEvent, EventsOf<typeof externalInboundBarcodeEventSchemas>>,
  intakeBarcode: true satisfies Same<IntakeBarcodeEvent, EventsOf<typeof intakeBarcodeEventSchemas>>,
  clientAlias: true satisfies Same<ClientAliasEvent, EventsOf<typeof clientAliasEventSchemas>>,
  clientAliasName: true satisfies Same<ClientAliasNameEvent, EventsOf<typeof clientAliasNameEventSchemas>>,
  export: true satisfies Same<ExportEvent, EventsOf<typeof exportEventSchemas>>,
  priceList: true satisfies Same<PriceListEvent, EventsOf<typeof priceListEventSchemas>>,
  courierPrices: true satisfies Same<CourierPriceEvent, EventsOf<typeof courierPriceEventSchemas>>,
  shipmentAccounting: true satisfies Same<ShipmentAccountingEvent, EventsOf<typeof shipmentAccountingEventSchemas>>,
  exchangeRates: true satisfies Same<ExchangeRateEvent, EventsOf<typeof exchangeRateEventSchemas>>,
  invoice: true satisfies Same<InvoiceEvent, EventsOf<typeof invoiceEventSchemas>>,
  invoiceRun: true satisfies Same<InvoiceRunEvent, EventsOf<typeof invoiceRunEventSchemas>>,
  resignation: true satisfies Same<ResignationEvent, EventsOf<typeof resignationEventSchemas>>,
  resignationWaybill: true satisfies Same<ResignationWaybillEvent, EventsOf<typeof resignationWaybillEventSchemas>>,
  externalShop: true satisfies Same<ExternalShopEvent, EventsOf<typeof externalShopEventSchemas>>,
  shopSync: true satisfies Same<ShopSyncEvent, EventsOf<typeof shopSyncEventSchemas>>,
  shopOrder: true satisfies Same<ShopOrderEvent, EventsOf<typeof shopOrderEventSchemas>>,
};

describe('event shapes', () => {
  it('given the schemas, then every stream of the domain has its schemas checked', () => {
    expect(Object.keys(shapes)).toHaveLength(29);
  });

  it('given the schemas, then the event-type lists are their keys', () => {
    expect(USER_EVENT_TYPES).toEqual(eventTypesOf(userEventSchemas));
    expect(SESSION_EVENT_TYPES).toEqual(['SessionStarted', 'SessionEnded']);
    expect(CLIENT_EVENT_TYPES).toContain('ClientCreated');
    expect(CLIENT_EVENT_TYPES).not.toContain('ClientIdAssigned');
    expect(STATUS_TYPE_EVENT_TYPES).toEqual(['StatusTypeDefined', 'StatusTypeChanged', 'StatusTypeDeleted']);
    expect(CALENDAR_EVENT_TYPES).toEqual(['NonWorkingDayAdded', 'NonWorkingDayRemoved']);
  });
});
