import { describe, expect, it } from 'vitest';
import { lockerNetwork, nativeLockerId, routeRegistration, type RoutingInput } from './courier-routing.js';

const home = (courierId: number, partyCountryIso: string): RoutingInput => ({
  courierId,
  kind: 'home_delivery',
  lockerId: null,
  partyCountryIso,
});
const locker = (courierId: number, partyCountryIso: string, lockerId: string | null): RoutingInput => ({
  courierId,
  kind: 'locker_delivery',
  lockerId,
  partyCountryIso,
});

describe('courier routing', () => {
  it('given a home delivery to RO, HU or BG, when routed, then Sameday home (24)', () => {
    for (const [courierId, iso] of [
      [1, 'RO'],
      [4, 'HU'],
      [5, 'BG'],
    ] as const) {
      expect(routeRegistration(home(courierId, iso))).toEqual({ ok: true, route: { network: 'sameday', service: 'sameday_home' } });
    }
  });

  it('given CZ or SK, when routed, then Sameday cross-border: XB home, XL locker', () => {
    expect(routeRegistration(home(10, 'CZ'))).toEqual({ ok: true, route: { network: 'sameday', service: 'sameday_xb_home' } });
    expect(routeRegistration(locker(11, 'SK', 'SD-110000051'))).toEqual({
      ok: true,
      route: { network: 'sameday', service: 'sameday_xb_locker' },
    });
  });

  it('given an easybox in RO, HU or BG, when routed, then Sameday locker (LN)', () => {
    expect(routeRegistration(locker(4, 'HU', 'SD-30000011'))).toEqual({
      ok: true,
      route: { network: 'sameday', service: 'sameday_locker' },
    });
  });

  it('given a Cargus Ship&Go point, when routed to RO, then Cargus; elsewhere refused on lockerId', () => {
    expect(routeRegistration(locker(1, 'RO', 'CG-10261'))).toEqual({
      ok: true,
      route: { network: 'cargus', service: 'cargus_ship_and_go' },
    });
    expect(routeRegistration(locker(5, 'BG', 'CG-10261'))).toEqual({
      ok: false,
      fields: { lockerId: ['Cargus Ship&Go points are in Romania only.'] },
    });
  });

  it('given a locker return, when routed, then the sender is the party the courier serves', () => {
    const input: RoutingInput = { courierId: 1, kind: 'locker_return', lockerId: 'SD-10261', partyCountryIso: 'RO' };
    expect(routeRegistration(input)).toEqual({ ok: true, route: { network: 'sameday', service: 'sameday_locker' } });
    const wrong = routeRegistration({ ...input, partyCountryIso: 'HU' });
    expect(wrong.ok === false && Object.keys(wrong.fields)).toEqual(['sender.countryIso']);
  });

  it('given inconsistent input, when routed, then the field at fault', () => {
    const field = (input: RoutingInput) => {
      const result = routeRegistration(input);
      return result.ok ? 'routed' : Object.keys(result.fields).join();
    };
    expect(field(home(2, 'PL'))).toBe('courierId');
    expect(field(home(1, 'HU'))).toBe('recipient.countryIso');
    expect(field({ ...home(1, 'RO'), lockerId: 'SD-1' })).toBe('lockerId');
    expect(field(locker(1, 'RO', null))).toBe('lockerId');
    expect(field(locker(1, 'RO', 'XX-1'))).toBe('lockerId');
    expect(field(locker(1, 'RO', 'SD-'))).toBe('lockerId');
    expect(field(home(1, 'ro'))).toBe('routed');
  });

  it('knows the network and the native id of our locker ids', () => {
    expect(lockerNetwork('SD-123')).toBe('sameday');
    expect(lockerNetwork('CG-9')).toBe('cargus');
    expect(lockerNetwork('sd-123')).toBeNull();
    expect(nativeLockerId('CG-987')).toBe('987');
  });
});
