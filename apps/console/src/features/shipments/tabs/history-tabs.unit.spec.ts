import { describe, expect, it } from 'vitest';
import type { HistoryRowView } from '@parcel/contracts';
import { historyTabs } from './history-tabs';

const row = (id: number, when: string, name: string): HistoryRowView => ({
  id,
  when,
  name,
  name_ro: name,
  where: 'Tychy',
  user: null,
  workstation: null,
  problematic_sector: null,
  deletion_allowed: false,
});

describe('history tabs (spec/03 §2)', () => {
  const created = row(1, '2026-03-01T10:00:00.000Z', 'Utworzona');
  const registered = row(2, '2026-03-01T10:00:02.000Z', 'Zarejestrowana');

  it('given one parcel, then one tab of that parcel holds the shipment rows and its own, newest first', () => {
    const tabs = historyTabs({
      shipment: [created, registered],
      parcels: [{ waybill: '2PRO1', parcel_id: 5, history: [row(3, '2026-03-02T08:00:00.000Z', 'W magazynie')] }],
    });
    expect(tabs.map((tab) => tab.label)).toEqual([{ kind: 'parcel', waybill: '2PRO1' }]);
    expect(tabs[0]!.rows.map((r) => r.name)).toEqual(['W magazynie', 'Zarejestrowana', 'Utworzona']);
  });

  it('given more than one parcel, then a common tab of the shipment rows and a tab per parcel', () => {
    const tabs = historyTabs({
      shipment: [created],
      parcels: [
        { waybill: '2PRO1', parcel_id: 5, history: [row(3, '2026-03-02T08:00:00.000Z', 'W magazynie')] },
        { waybill: '2PRO2', parcel_id: 6, history: [] },
      ],
    });
    expect(tabs.map((tab) => tab.key)).toEqual(['common', '5', '6']);
    expect(tabs[0]!.rows).toEqual([created]);
    expect(tabs[2]!.rows).toEqual([]);
  });
});
