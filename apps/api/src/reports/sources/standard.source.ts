import { Inject, Injectable } from '@nestjs/common';
import { listingCriteria, type ParcelListRow, type ShipmentListRow } from '@parcel/contracts';
import { ROLES, type ExportOrderedData, type Role } from '@parcel/domain';
import { ListingRows, type ListingViewer } from '../../listing/listing-rows.js';
import type { ReportColumn } from '../worker/report-workbook.js';
import type { ReportRow, ReportSource, ReportSourceFactory } from './report-source.js';

const PARCEL_COLUMNS: readonly ReportColumn[] = [
  { key: 'internal_number', header: 'Numer paczki', kind: 'text', width: 22 },
  { key: 'shipment_number', header: 'Numer listu przewozowego', kind: 'text', width: 22 },
  { key: 'status_name', header: 'Status', kind: 'text', width: 24 },
  { key: 'recipient_name', header: 'Odbiorca', kind: 'text', width: 28 },
  { key: 'client_name', header: 'Klient', kind: 'text', width: 28 },
  { key: 'city', header: 'Miejscowość', kind: 'text', width: 20 },
  { key: 'out_number', header: 'Numer wychodzący', kind: 'text', width: 20 },
  { key: 'in_number', header: 'Numer przychodzący', kind: 'text', width: 20 },
  { key: 'buffer_number', header: 'Numer buforowy', kind: 'text', width: 20 },
  { key: 'return_number', header: 'Numer zwrotu', kind: 'text', width: 20 },
  { key: 'declared_content', header: 'Zawartość', kind: 'text', width: 24 },
  { key: 'cod_value', header: 'Pobranie', kind: 'amount', width: 12 },
  { key: 'currency', header: 'Waluta', kind: 'text', width: 8 },
  { key: 'created_at', header: 'Utworzono', kind: 'datetime', width: 18 },
];

const SHIPMENT_COLUMNS: readonly ReportColumn[] = [
  { key: 'internal_waybill', header: 'Numer listu przewozowego', kind: 'text', width: 22 },
  { key: 'type', header: 'Rodzaj', kind: 'text', width: 12 },
  { key: 'recipient_name', header: 'Odbiorca', kind: 'text', width: 28 },
  { key: 'client_name', header: 'Klient', kind: 'text', width: 28 },
  { key: 'recipient_locality_name', header: 'Miejscowość odbiorcy', kind: 'text', width: 20 },
  { key: 'sender_locality_name', header: 'Miejscowość nadawcy', kind: 'text', width: 20 },
  { key: 'out_waybill', header: 'Numer wychodzący', kind: 'text', width: 20 },
  { key: 'in_waybill', header: 'Numer przychodzący', kind: 'text', width: 20 },
  { key: 'declared_content', header: 'Zawartość', kind: 'text', width: 24 },
  { key: 'cod_value', header: 'Pobranie', kind: 'amount', width: 12 },
  { key: 'currency', header: 'Waluta', kind: 'text', width: 8 },
  { key: 'created_at', header: 'Utworzono', kind: 'datetime', width: 18 },
];

/** The accounting report's amounts: present and empty until pricing exists (the pricing issue fills them). */
const ACCOUNTING_COLUMNS: readonly ReportColumn[] = [
  { key: 'net_amount', header: 'Kwota netto', kind: 'amount', width: 14 },
  { key: 'gross_amount', header: 'Kwota brutto', kind: 'amount', width: 14 },
  { key: 'accounting_currency', header: 'Waluta rozliczenia', kind: 'text', width: 10 },
];

/** The sheet's columns: a client's report has no client column (spec/03 §2). */
export function standardColumns(list: 'parcels' | 'shipments', withAccounting: boolean, role: Role): ReportColumn[] {
  const columns = (list === 'parcels' ? PARCEL_COLUMNS : SHIPMENT_COLUMNS).filter((c) => role !== ROLES.client || c.key !== 'client_name');
  return withAccounting ? [...columns, ...ACCOUNTING_COLUMNS] : columns;
}

function parcelRow(row: ParcelListRow): ReportRow {
  return {
    ...row,
    city: row.return_parcel ? row.source_city : row.destination_city,
    cod_value: row.cash_on_delivery ? row.cash_on_delivery_value : null,
  };
}
function shipmentRow(row: ShipmentListRow): ReportRow {
  return { ...row, cod_value: row.cash_on_delivery ? row.cash_on_delivery_value : null };
}

/**
 * standard_from_filters and standard_from_filters_with_accounting: the rows of
 * the listing (parcels or shipments, criteria.type) under the order's criteria,
 * as its orderer may see them (a client: its own), through the listing's rows.
 */
@Injectable()
export class StandardReportSource implements ReportSourceFactory {
  readonly types = ['standard_from_filters', 'standard_from_filters_with_accounting'] as const;
  constructor(@Inject(ListingRows) private readonly listing: ListingRows) {}

  create(order: ExportOrderedData): ReportSource {
    const criteria = listingCriteria.parse(order.criteria ?? {});
    // A client reads as itself (its own rows only); staff read every client's, narrowed by the criteria.
    const viewer: ListingViewer = { role: order.role as Role, clientId: order.role === ROLES.client ? order.clientId : null };
    const listing = this.listing;
    const toRow =
      criteria.type === 'parcels' ? (r: unknown) => parcelRow(r as ParcelListRow) : (r: unknown) => shipmentRow(r as ShipmentListRow);
    return {
      sheet: criteria.type === 'parcels' ? 'Paczki' : 'Przesyłki',
      columns: standardColumns(criteria.type, order.type === 'standard_from_filters_with_accounting', viewer.role),
      count: async () => (await listing.page(criteria, viewer, { start: 0, length: 1 })).recordsFiltered,
      batches: async function* (this: void, size: number) {
        for await (const rows of listing.stream(criteria, viewer, size)) yield rows.map(toRow);
      },
    };
  }
}
