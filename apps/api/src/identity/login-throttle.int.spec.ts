import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@parcel/domain';
import { connectPostgres, openEmbedded, type Database } from '@parcel/platform';
import { createTestDatabase, type TestDatabase } from '@parcel/platform/testing';
import { migrateReadModels } from '@parcel/read-models';
import type { ApiConfig } from '../bootstrap/config.js';
import { RateLimits } from '../shared/rate-limits.js';
import { LoginThrottle } from './login-throttle.js';
import { MailBudget } from './mail-budget.js';

const config = {
  LOGIN_MAX_FAILURES: 3,
  LOGIN_MAX_FAILURES_PER_ADDRESS: 8,
  LOGIN_LOCK_MINUTES: 15,
  MAIL_LIMIT_PER_EMAIL: 3,
  MAIL_LIMIT_PER_ADDRESS: 10,
} as ApiConfig;

/** Resolves to true when the attempt was refused with too_many_attempts. */
const refused = (attempt: Promise<unknown>) =>
  attempt.then(
    () => false,
    (error: unknown) => {
      if (error instanceof DomainError && error.code === 'too_many_attempts') return true;
      throw error;
    },
  );

for (const kind of ['postgres', 'pglite'] as const) {
  describe(`login throttle and mail budget on ${kind} (rate_limits)`, () => {
    let testDb: TestDatabase | undefined;
    let database: Database;
    const clock = {
      at: Date.parse('2026-11-24T10:00:00Z'),
      now() {
        return new Date(this.at);
      },
    };
    let counters: RateLimits;
    let throttle: LoginThrottle;
    let budget: MailBudget;
    let n = 0;
    const email = () => `throttle-${++n}@x.pl`;

    beforeAll(async () => {
      if (kind === 'postgres') {
        testDb = await createTestDatabase('throttle');
        database = connectPostgres(testDb.url);
      } else {
        database = await openEmbedded(undefined);
      }
      await migrateReadModels(database.db);
      counters = new RateLimits({ database }, clock);
      throttle = new LoginThrottle({ config }, counters);
      budget = new MailBudget({ config }, counters);
    });

    afterAll(async () => {
      await database?.close();
      await testDb?.drop();
    });

    it('given a burst of parallel attempts for one e-mail from one address, then exactly LOGIN_MAX_FAILURES get through', async () => {
      const victim = email();
      const outcomes = await Promise.all(Array.from({ length: 40 }, () => refused(throttle.reserve(victim, '10.0.0.1'))));
      expect(outcomes.filter((r) => !r)).toHaveLength(3);
      // The burst locked only its own address: the victim logs in from elsewhere.
      expect(await refused(throttle.reserve(victim, '10.0.0.2'))).toBe(false);
    });

    it('given a success, then the pair starts afresh; failures only add up', async () => {
      const user = email();
      await throttle.reserve(user, '10.0.1.1');
      const attempt = await throttle.reserve(user, '10.0.1.1');
      await throttle.succeeded(attempt);
      for (let i = 0; i < 3; i++) expect(await refused(throttle.reserve(user, '10.0.1.1'))).toBe(false);
      expect(await refused(throttle.reserve(user, '10.0.1.1'))).toBe(true);
    });

    it('given attempts from ten addresses, then the e-mail is locked everywhere (each address counted at most LOGIN_MAX_FAILURES times)', async () => {
      const user = email();
      for (let a = 0; a < 10; a++) {
        for (let i = 0; i < 5; i++) await refused(throttle.reserve(user, `10.1.0.${a}`));
      }
      expect(await refused(throttle.reserve(user, '10.1.1.1'))).toBe(true);
      // Nine addresses were not enough.
      const other = email();
      for (let a = 0; a < 9; a++) {
        for (let i = 0; i < 5; i++) await refused(throttle.reserve(other, `10.2.0.${a}`));
      }
      expect(await refused(throttle.reserve(other, '10.2.1.1'))).toBe(false);
    });

    it('given one address trying many e-mails, then it is refused after LOGIN_MAX_FAILURES_PER_ADDRESS; successes give theirs back', async () => {
      const ok = await throttle.reserve(email(), '10.3.0.1');
      await throttle.succeeded(ok);
      for (let i = 0; i < 8; i++) expect(await refused(throttle.reserve(email(), '10.3.0.1')), `attempt ${i}`).toBe(false);
      expect(await refused(throttle.reserve(email(), '10.3.0.1'))).toBe(true);
      expect(await refused(throttle.reserve(email(), '10.3.0.2'))).toBe(false);
    });

    it('given LOGIN_LOCK_MINUTES passed, then the counters start afresh', async () => {
      const user = email();
      for (let i = 0; i < 3; i++) await throttle.reserve(user, '10.4.0.1');
      expect(await refused(throttle.reserve(user, '10.4.0.1'))).toBe(true);
      clock.at += 15 * 60_000;
      try {
        expect(await refused(throttle.reserve(user, '10.4.0.1'))).toBe(false);
      } finally {
        clock.at -= 15 * 60_000;
      }
    });

    it('given mails asked for one e-mail, then 3 an hour; from one address, then 10 an hour', async () => {
      const to = email();
      const asked = await Promise.all(Array.from({ length: 6 }, (_, i) => budget.take(to, `10.5.0.${i}`)));
      expect(asked.filter(Boolean)).toHaveLength(3);
      const fromOne = [];
      for (let i = 0; i < 12; i++) fromOne.push(await budget.take(email(), '10.5.1.1'));
      expect(fromOne).toEqual([...Array(10).fill(true), false, false]);
    });

    it('stores no e-mail and no address', async () => {
      const { rows } = await database.query({ text: 'SELECT key FROM rate_limits', values: [] });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((row: { key: string }) => /@|10\./.test(row.key))).toBe(false);
    });
  });
}
