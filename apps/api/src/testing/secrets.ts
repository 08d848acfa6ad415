import type { EventStore, RecordedEvent } from '@parcel/event-store';
import type { Exchange } from './test-api.js';

const HASH_FIELDS = new Set(['passwordHash', 'tokenHash']);
/** Request (and answer) fields carrying a secret in clear: passwords, tokens, a shop platform's API key (encrypted_api_key: plain on the way in). */
const CLEAR_FIELDS = new Set(['password', 'password_confirmation', 'token', 'encrypted_api_key']);

function walk(value: unknown, visit: (key: string, value: string) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string') visit(key, child);
      else walk(child, visit);
    }
  }
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Clear-text secrets the harness saw go by: passwords sent in request bodies,
 * tokens answered (logins) or sent (links), plus any the test adds (e.g. tokens
 * read from mails).
 */
export function clearSecretsOf(exchanges: readonly Exchange[], extra: readonly string[] = []): Set<string> {
  const secrets = new Set(extra);
  const collect = (key: string, value: string) => {
    if (CLEAR_FIELDS.has(key) && value.length >= 6) secrets.add(value);
  };
  for (const exchange of exchanges) {
    walk(exchange.requestBody, collect);
    walk(parse(exchange.responseText), collect);
  }
  return secrets;
}

/** Every event in the store, page by page. */
export async function readEverything(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ from: all[all.length - 1]?.position, maxCount: 1000 });
    all.push(...page);
    if (page.length < 1000) return all;
  }
}

/** Password and token hashes recorded in the store's events. */
export async function storedHashes(store: EventStore): Promise<Set<string>> {
  const hashes = new Set<string>();
  for (const event of await readEverything(store)) {
    walk(event.data, (key, value) => {
      if (HASH_FIELDS.has(key)) hashes.add(value);
    });
  }
  return hashes;
}

/**
 * What leaked: response bodies carrying an argon2 hash or a stored hash, and
 * events (data or metadata) carrying a clear-text password or token.
 */
export async function findLeaks(
  store: EventStore,
  exchanges: readonly Exchange[],
  extraSecrets: readonly string[] = [],
): Promise<{ responses: string[]; events: string[]; hashesChecked: number; secretsChecked: number }> {
  const hashes = await storedHashes(store);
  const responses: string[] = [];
  for (const exchange of exchanges) {
    const text = exchange.responseText;
    if (text.includes('$argon2') || [...hashes].some((hash) => text.includes(hash))) {
      responses.push(`${exchange.method} ${exchange.path} -> ${exchange.status}`);
    }
  }
  const secrets = clearSecretsOf(exchanges, extraSecrets);
  const events: string[] = [];
  for (const event of await readEverything(store)) {
    const text = JSON.stringify({ data: event.data, metadata: event.metadata });
    for (const secret of secrets) if (text.includes(secret)) events.push(`${event.type} in ${event.streamId}`);
  }
  return { responses, events, hashesChecked: hashes.size, secretsChecked: secrets.size };
}

/** Throws with the details when anything leaked; answers how much was checked (so a test can tell it checked something). */
export async function assertNoLeaks(
  store: EventStore,
  exchanges: readonly Exchange[],
  extraSecrets: readonly string[] = [],
): Promise<{ hashesChecked: number; secretsChecked: number }> {
  const { responses, events, hashesChecked, secretsChecked } = await findLeaks(store, exchanges, extraSecrets);
  if (responses.length > 0 || events.length > 0) {
    throw new Error(
      `Secrets leaked.\nResponses with a hash: ${responses.join('; ') || 'none'}\nEvents with a clear-text secret: ${events.join('; ') || 'none'}`,
    );
  }
  return { hashesChecked, secretsChecked };
}
