import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../bootstrap/config.js';
import { loadSecretsKey, parseSecretsKey, SecretCipher } from './cipher.js';

const FORMAT = /^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/;

describe('SecretCipher (AES-256-GCM, v1:<iv>:<tag>:<data>)', () => {
  const cipher = new SecretCipher(randomBytes(32));

  it('encrypts to the v1 format and decrypts back, Polish letters included', () => {
    for (const plain of ['sandbox-pass', 'zażółć gęślą jaźń', '', '!@#$%&*'.repeat(30)]) {
      const text = cipher.encrypt(plain);
      expect(text).toMatch(FORMAT);
      expect(text).not.toContain(plain || '\u0000');
      expect(cipher.decrypt(text)).toBe(plain);
    }
  });

  it('uses a fresh IV for every value: the same secret never gives the same ciphertext', () => {
    const texts = new Set(Array.from({ length: 50 }, () => cipher.encrypt('same secret')));
    expect(texts.size).toBe(50);
  });

  it('refuses a tampered ciphertext, another key and other formats', () => {
    const text = cipher.encrypt('secret value');
    const [v, iv, tag, data] = text.split(':') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([v, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
    expect(() => cipher.decrypt([v, iv, Buffer.alloc(16).toString('base64url'), data].join(':'))).toThrow();
    expect(() => new SecretCipher(randomBytes(32)).decrypt(text)).toThrow();
    for (const other of ['secret value', `v2:${iv}:${tag}:${data}`, `v1:${iv}:${tag}`, 'v1:a:b:c']) expect(() => cipher.decrypt(other)).toThrow();
  });

  it('signs with a key of its own and verifies in constant time', () => {
    const signature = cipher.sign('message');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cipher.verify('message', signature)).toBe(true);
    expect(cipher.verify('message!', signature)).toBe(false);
    expect(cipher.verify('message', signature.slice(1))).toBe(false);
    expect(new SecretCipher(randomBytes(32)).verify('message', signature)).toBe(false);
  });

  it('takes only 32-byte keys', () => {
    expect(() => new SecretCipher(randomBytes(16))).toThrow();
    expect(parseSecretsKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(parseSecretsKey(randomBytes(32).toString('base64url'))).toHaveLength(32);
    expect(parseSecretsKey(randomBytes(31).toString('base64'))).toBeUndefined();
    expect(parseSecretsKey('not a key at all, not base64!')).toBeUndefined();
  });
});

describe('the secrets key', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is created once under DATA_DIR with mode 600 and reused on the next start', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cipher-'));
    const dataDir = join(dir, 'nested', 'data');
    const first = loadSecretsKey({ DATA_DIR: dataDir });
    const path = join(dataDir, 'secrets.key');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64').equals(first)).toBe(true);
    const second = loadSecretsKey({ DATA_DIR: dataDir });
    expect(second.equals(first)).toBe(true);
    // What one start encrypted, the next start decrypts.
    expect(SecretCipher.fromConfig({ DATA_DIR: dataDir }).decrypt(new SecretCipher(first).encrypt('kept'))).toBe('kept');
  });

  it('comes from SECRETS_KEY when set (no file is made)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cipher-'));
    dir = dataDir;
    const key = randomBytes(32);
    expect(loadSecretsKey({ SECRETS_KEY: key.toString('base64'), DATA_DIR: dataDir }).equals(key)).toBe(true);
    await expect(stat(join(dataDir, 'secrets.key'))).rejects.toThrow();
    expect(() => loadSecretsKey({ SECRETS_KEY: 'short', DATA_DIR: dataDir })).toThrow('SECRETS_KEY');
  });

  it('stops the start when the key file holds no key (a new key would lose every secret)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cipher-'));
    dir = dataDir;
    await writeFile(join(dataDir, 'secrets.key'), 'garbage\n', { mode: 0o600 });
    expect(() => loadSecretsKey({ DATA_DIR: dataDir })).toThrow('does not hold');
  });

  it('is checked by the configuration, which never echoes it', () => {
    const bad = 'x'.repeat(20);
    expect(() => readConfig({ SECRETS_KEY: bad })).toThrow('Invalid configuration: SECRETS_KEY');
    try {
      readConfig({ SECRETS_KEY: bad });
    } catch (error) {
      expect(String(error)).not.toContain(bad);
    }
    const key = randomBytes(32).toString('base64');
    expect(readConfig({ SECRETS_KEY: key }).SECRETS_KEY).toBe(key);
  });
});
