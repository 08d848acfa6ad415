import { describe, expect, it } from 'vitest';
import type { PublicHistoryRow, PublicTrackingResponse } from '@parcel/contracts';
import { countryName, formatWhen, historyTabs, statusName } from './tracking-view';

const row = (when: string, name = 'Utworzona', name_ro = 'Creată', where = 'Tychy'): PublicHistoryRow => ({ when, name, name_ro, where });
const answer = (over: Partial<PublicTrackingResponse> = {}): PublicTrackingResponse => ({
  number: '3WRO8274019365',
  destination_city: 'Cluj-Napoca',
  destination_country: 'RO',
  history: [row('2026-11-24T08:00:00Z')],
  parcels: [],
  ...over,
});

describe('historyTabs', () => {
  it("given one parcel, then one list holds the shipment's rows and the parcel's, newest first", () => {
    const tabs = historyTabs(
      answer({
        parcels: [{ number: '7PRO0061833512', position: 1, history: [row('2026-11-25T10:00:00Z', 'Doręczona', 'Livrat', 'Cluj')] }],
      }),
    );
    expect(tabs).toHaveLength(1);
    expect(tabs[0]!.kind).toBe('common');
    expect(tabs[0]!.rows.map((r) => r.name)).toEqual(['Doręczona', 'Utworzona']);
  });

  it('given more parcels, then a common tab and one per parcel in their order', () => {
    const tabs = historyTabs(
      answer({
        parcels: [
          { number: 'B', position: 2, history: [] },
          { number: 'A', position: 1, history: [row('2026-11-24T09:00:00Z'), row('2026-11-24T11:00:00Z', 'W magazynie')] },
        ],
      }),
    );
    expect(tabs.map((tab) => tab.key)).toEqual(['common', 'A', 'B']);
    expect(tabs[1]!.rows.map((r) => r.name)).toEqual(['W magazynie', 'Utworzona']);
    expect(tabs[2]!.rows).toEqual([]);
  });

  it('given no rows at all, then the one list is empty', () => {
    expect(historyTabs(answer({ history: [] }))[0]!.rows).toEqual([]);
  });
});

describe('texts of a row', () => {
  it("given a language, then the status's name and the country in it", () => {
    expect(statusName(row('2026-11-24T08:00:00Z'), 'pl')).toBe('Utworzona');
    expect(statusName(row('2026-11-24T08:00:00Z'), 'ro')).toBe('Creată');
    expect(countryName('RO', 'pl')).toBe('Rumunia');
    expect(countryName('RO', 'ro')).toBe('România');
    expect(['HU', 'BG', 'CZ', 'SK'].map((iso) => countryName(iso, 'pl'))).toEqual(['Węgry', 'Bułgaria', 'Czechy', 'Słowacja']);
    expect(['HU', 'BG', 'CZ', 'SK'].map((iso) => countryName(iso, 'ro'))).toEqual(['Ungaria', 'Bulgaria', 'Cehia', 'Slovacia']);
    expect(countryName('Atlantyda', 'ro')).toBe('Atlantyda');
  });

  it('given a time, then it goes through the formatter of the language, never as ISO', () => {
    const when = '2026-11-24T08:05:00Z';
    expect(formatWhen(when, 'pl')).not.toContain('T08');
    expect(formatWhen(when, 'pl')).toMatch(/2026|26/);
    expect(formatWhen(when, 'ro')).toMatch(/2026|26/);
  });
});
