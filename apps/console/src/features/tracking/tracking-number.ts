import { parseInternalNumber } from '@parcel/domain';

/** What a person typed or pasted, as the number is written: no spaces, capital letters. */
export function normaliseTrackingNumber(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/**
 * Whether the number can be one of ours (a shipment's or a parcel's internal
 * number with a good check digit). One that cannot is "not found" without
 * asking the API (docs/parcel-lifecycle.md "Numbers").
 */
export function mayBeTracked(number: string): boolean {
  return parseInternalNumber(normaliseTrackingNumber(number)) !== null;
}
