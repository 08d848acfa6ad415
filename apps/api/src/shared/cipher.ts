import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'secrets.key';

/** The key in SECRETS_KEY: base64 (or base64url) of exactly 32 bytes; undefined when it is not. */
export function parseSecretsKey(value: string): Buffer | undefined {
  const text = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

/**
 * The key of the secrets at rest: SECRETS_KEY when set, otherwise
 * DATA_DIR/secrets.key, created once (32 random bytes, base64, mode 600) and
 * reused on every later start. A key file that exists but is not a key stops
 * the start: a new key would make every stored secret unreadable.
 */
export function loadSecretsKey(config: { readonly SECRETS_KEY?: string | undefined; readonly DATA_DIR: string }): Buffer {
  if (config.SECRETS_KEY) {
    const key = parseSecretsKey(config.SECRETS_KEY);
    if (!key) throw new Error('Invalid configuration: SECRETS_KEY');
    return key;
  }
  const path = join(config.DATA_DIR, KEY_FILE);
  try {
    writeFileSync(path, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') {
      mkdirSync(dirname(path), { recursive: true });
      return loadSecretsKey(config);
    }
    // EEXIST: made by an earlier start (or a racing process): read it below.
    if (code !== 'EEXIST') throw error;
  }
  chmodSync(path, 0o600);
  const key = parseSecretsKey(readFileSync(path, 'utf8'));
  if (!key) throw new Error(`${path} does not hold a 32-byte base64 key`);
  return key;
}

/**
 * Secrets at rest (courier passwords, API passwords and tokens, shop-platform
 * passwords): AES-256-GCM, a fresh 96-bit IV per value, stored as
 * 'v1:<iv>:<tag>:<data>' in base64url. Events and read models hold only this.
 */
export class SecretCipher {
  private readonly encryptionKey: Buffer;
  private readonly signingKey: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error('the secrets key must have 32 bytes');
    this.encryptionKey = Buffer.from(key);
    // A separate key for signatures (check tokens), derived so one secret never serves two algorithms.
    this.signingKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'parcel/credential-check-token', KEY_BYTES));
  }

  static fromConfig(config: { readonly SECRETS_KEY?: string | undefined; readonly DATA_DIR: string }): SecretCipher {
    return new SecretCipher(loadSecretsKey(config));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join(':');
  }

  /** Throws when the text is not a ciphertext of this key (wrong key, tampered, other format). */
  decrypt(text: string): string {
    const parts = text.split(':');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('not a v1 ciphertext');
    const [iv, tag, data] = parts.slice(1).map((part) => Buffer.from(part!, 'base64url')) as [Buffer, Buffer, Buffer];
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('not a v1 ciphertext');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  }

  /** HMAC-SHA256 of a message under the derived signing key, base64url. */
  sign(message: string): string {
    return createHmac('sha256', this.signingKey).update(message, 'utf8').digest('base64url');
  }

  /** Constant-time comparison of a signature with the one the message should have. */
  verify(message: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(message));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
