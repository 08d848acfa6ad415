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

/**
 * A whole phone number pasted into the number field ("+48 601 234 567",
 * "0048 601-234-567", "(+40) 712 345 678") split into the prefix as shown
 * (+48) and the number's digits. Without a country part the digits are the
 * number and the prefix is not touched (undefined).
 */
export function splitPastedPhone(pasted: string): { prefix?: string; number: string } {
  const compact = pasted.replace(/[\s().\-/]/g, '');
  const international = /^(?:\+|00)(\d+)$/.exec(compact);
  if (international) {
    const digits = international[1]!;
    // A country code has one or two digits here (the prefix field's rule); the rest, 9 or 10 digits, is the number.
    for (const codeLength of [2, 1]) {
      const number = digits.slice(codeLength);
      if (number.length === 9 || (number.length === 10 && codeLength === 2)) return { prefix: `+${digits.slice(0, codeLength)}`, number };
    }
    return { number: digits };
  }
  return { number: compact.replace(/\D/g, '') };
}

/** A Polish post code typed or pasted as five digits ("00950", "00 950") written as NN-NNN; anything else is left for validation. */
export function normalisePostCode(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : value.trim();
}
