/**
 * The phone prefix is stored as the API has it (two zeros and up to two digits,
 * '0048') and shown as people write it ('+48'). Both ways, so a value read,
 * shown and saved again comes back unchanged.
 */

/** '0048' -> '+48'; anything not starting with two zeros is shown as it is. */
export function toDisplayPrefix(stored: string): string {
  const value = stored.trim();
  return value.startsWith('00') ? `+${value.slice(2)}` : value;
}

/** '+48' (spaces allowed) -> '0048'; a value already with two zeros stays; anything else is left for validation. */
export function toStoredPrefix(shown: string): string {
  const value = shown.replace(/\s+/g, '');
  return value.startsWith('+') ? `00${value.slice(1)}` : value;
}
