import { DomainError } from '../shared/errors.js';
import type { ClientEvent, PriceBand } from './client.events.js';
import { existingClient, type ClientState, type PriceBandState } from './client.js';

/**
 * Client price bands (weight ranges with a net price): 0 <= min < max <= 100,
 * VAT 0..100 %, net price >= 0; the bands of a client never overlap, though
 * they may touch ([0, 5] and [5, 10]).
 */

const within = (value: number, min: number, max: number): boolean => Number.isFinite(value) && value >= min && value <= max;

export function assertValidBand(band: PriceBand): void {
  const { min_weight_value: min, max_weight_value: max } = band;
  if (!within(min, 0, 100) || !within(max, 0, 100) || min >= max) {
    throw new DomainError('price_band_range_invalid', { min_weight_value: min, max_weight_value: max });
  }
  if (!within(band.vat_percentage, 0, 100)) throw new DomainError('validation_failed', { field: 'vat_percentage' });
  if (!within(band.net_price, 0, Number.MAX_VALUE)) throw new DomainError('validation_failed', { field: 'net_price' });
}

/** Half-open ranges: touching ends do not overlap. */
const overlaps = (a: PriceBand, b: PriceBand): boolean =>
  a.min_weight_value < b.max_weight_value && b.min_weight_value < a.max_weight_value;

function assertNoOverlap(bands: readonly PriceBandState[], band: PriceBand, exceptId: string): void {
  const other = bands.find((b) => b.id !== exceptId && overlaps(b, band));
  if (other) throw new DomainError('price_band_overlap', { priceId: other.id });
}

function bandOf(bands: readonly PriceBandState[], priceId: string): PriceBandState {
  const band = bands.find((b) => b.id === priceId);
  if (!band) throw new DomainError('price_band_not_found');
  return band;
}

const sameBand = (a: PriceBand, b: PriceBand): boolean =>
  a.net_price === b.net_price &&
  a.vat_percentage === b.vat_percentage &&
  a.min_weight_value === b.min_weight_value &&
  a.max_weight_value === b.max_weight_value &&
  a.service_id === b.service_id;

export function addPriceBand(state: ClientState, command: { priceId: string; band: PriceBand }): ClientEvent[] {
  const client = existingClient(state);
  assertValidBand(command.band);
  assertNoOverlap(client.priceBands, command.band, command.priceId);
  return [{ type: 'ClientPriceBandAdded', data: { clientId: client.clientId, priceId: command.priceId, band: command.band } }];
}

export function changePriceBand(state: ClientState, command: { priceId: string; band: PriceBand }): ClientEvent[] {
  const client = existingClient(state);
  const current = bandOf(client.priceBands, command.priceId);
  assertValidBand(command.band);
  if (sameBand(current, command.band)) return [];
  assertNoOverlap(client.priceBands, command.band, command.priceId);
  return [{ type: 'ClientPriceBandChanged', data: { clientId: client.clientId, priceId: command.priceId, band: command.band } }];
}

export function removePriceBand(state: ClientState, command: { priceId: string }): ClientEvent[] {
  const client = existingClient(state);
  const band = bandOf(client.priceBands, command.priceId);
  return [{ type: 'ClientPriceBandRemoved', data: { clientId: client.clientId, priceId: band.id } }];
}
