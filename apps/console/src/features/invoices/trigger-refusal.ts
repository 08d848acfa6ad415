import { INVOICE_MESSAGES } from '@parcel/contracts';

/** The toasts of a refused trigger (spec/03 §8 "Invoices"): what they say and how long each stays. */
export interface TriggerRefusal {
  readonly messages: readonly string[];
  readonly durationMs: number;
}

/** spec/03 §8: the buffer-parcels message stays 10 s. */
export const BUFFER_TOAST_MS = 10_000;

/**
 * What a refused POST invoice/trigger tells the admin: 409, buffer parcels wait to be assigned (one
 * toast, 10 s); 410, one toast per client whose price lists need checking ('Cenniki klienta {name}
 * wymagają sprawdzenia!'). Null for any other failure (and a 410 naming no client) (the common error text applies).
 */
export function triggerRefusal(error: {
  readonly status: number;
  readonly body?: Readonly<Record<string, unknown>>;
}): TriggerRefusal | null {
  if (error.status === 409) return { messages: [INVOICE_MESSAGES.bufferParcels], durationMs: BUFFER_TOAST_MS };
  if (error.status === 410) {
    const names = error.body?.['client_names'];
    const list = Array.isArray(names) ? [...new Set(names.filter((name): name is string => typeof name === 'string' && name !== ''))] : [];
    return list.length > 0 ? { messages: list.map(priceListsMessage), durationMs: BUFFER_TOAST_MS } : null;
  }
  return null;
}

const WHOLE_MESSAGE = /^Cenniki klienta .+ wymagają sprawdzenia!$/;

/** The message of one entry of client_names: a name becomes the spec's sentence; an entry that already is the sentence stays as it is. */
const priceListsMessage = (entry: string): string => (WHOLE_MESSAGE.test(entry) ? entry : INVOICE_MESSAGES.priceListsOf(entry));
