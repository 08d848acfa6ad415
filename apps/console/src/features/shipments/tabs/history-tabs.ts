import type { HistoryRowView, ShipmentHistoryResponse } from '@parcel/contracts';

export interface HistoryTabRows {
  readonly key: string;
  readonly label: { readonly kind: 'common' } | { readonly kind: 'parcel'; readonly waybill: string };
  readonly rows: HistoryRowView[];
}

/** The history tabs of spec/03 §2: with more than one parcel a common tab (the shipment's own rows) and one per parcel; with one parcel its tab holds both. */
export function historyTabs(history: ShipmentHistoryResponse['history']): HistoryTabRows[] {
  const byTime = (rows: readonly HistoryRowView[]) => [...rows].sort((a, b) => Date.parse(b.when) - Date.parse(a.when) || b.id - a.id);
  if (history.parcels.length === 1) {
    const only = history.parcels[0]!;
    return [
      {
        key: String(only.parcel_id),
        label: { kind: 'parcel', waybill: only.waybill },
        rows: byTime([...history.shipment, ...only.history]),
      },
    ];
  }
  return [
    { key: 'common', label: { kind: 'common' }, rows: byTime(history.shipment) },
    ...history.parcels.map((parcel) => ({
      key: String(parcel.parcel_id),
      label: { kind: 'parcel' as const, waybill: parcel.waybill },
      rows: byTime(parcel.history),
    })),
  ];
}
