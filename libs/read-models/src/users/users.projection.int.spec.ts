import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROLES, sessionStream, userStream, type SessionEvent, type UserEvent } from '@parcel/domain';
import type { TableSnapshot } from '../testing/snapshot.js';
import { testMetadata } from '../testing/test-env.js';
import { byKey, projectionSuite, readFixture, type FixtureEvent } from '../testing/projection-suite.testing.js';
import { usersProjection } from './users.projection.js';

const fixture = <T>(name: string): T => readFixture<T>(import.meta.url, name);

describe('users read model (PostgreSQL)', () => {
  const suite = projectionSuite(usersProjection, 'rm_users');
  const caughtUp = () => suite.caughtUp();
  const rowsOf = (ids: readonly string[]) => suite.rowsOf(ids, 'user_id');

  it('replays the recorded identity history into the expected rows', async () => {
    const history = fixture<FixtureEvent[]>('identity-history.json');
    const expected = fixture<TableSnapshot>('identity-expected-rows.json');
    // The recording covers every event type the projection handles (and one it ignores).
    const recorded = new Set(history.map((e) => e.type));
    expect(usersProjection.eventTypes.filter((t) => !recorded.has(t))).toEqual([]);
    expect([...recorded].filter((t) => !usersProjection.eventTypes.includes(t))).toEqual(['EmailReserved']);

    for (const { streamId, eventId, type, version, data, metadata } of history) {
      await suite.env.store.append(streamId, [{ eventId, type, version, data, metadata }]);
    }
    await caughtUp();

    const userIds = expected['users']!.map((u) => String(u['id']));
    expect(await rowsOf(userIds)).toEqual(Object.fromEntries(Object.entries(expected).map(([t, rows]) => [t, byKey(rows)])));
    // Each changed user was announced with the position of its batch.
    const announced = new Set(suite.bus.messages.map((m) => m.subject));
    for (const id of userIds) expect(announced).toContain(`rm.users.${id}`);
  });

  describe('given / when / then', () => {
    const base = Date.parse('2026-04-01T10:00:00.000Z');
    const at = (minute: number) => new Date(base + minute * 60_000).toISOString();
    const metadata = (minute: number) => testMetadata(at(minute), { userId: 'a0000000-0000-4000-8000-000000000001', role: ROLES.admin });

    /** Appends each event (one append each, in order) and waits until the read model has them. */
    async function record(...events: readonly [minute: number, event: UserEvent | SessionEvent][]): Promise<void> {
      for (const [minute, event] of events) {
        const stream = event.type.startsWith('Session')
          ? sessionStream((event as SessionEvent).data.sessionId)
          : userStream(event.data.userId);
        await suite.env.store.append(stream, [{ type: event.type, data: event.data, metadata: metadata(minute) }]);
      }
      await caughtUp();
    }
    const given = record;
    const when = record;

    const created = (userId: string, role = ROLES.warehouse_worker): UserEvent => ({
      type: 'UserCreated',
      data: { userId, email: `${userId}@example.test`, role },
    });
    const token = (userId: string, purpose: 'invitation' | 'recovery' | 'verification', tokenHash: string, minute: number): UserEvent => ({
      type: 'UserTokenIssued',
      data: { userId, purpose, tokenHash, expiresAt: at(minute + 24 * 60) },
    });
    const started = (userId: string, sessionId: string): SessionEvent => ({
      type: 'SessionStarted',
      data: { sessionId, userId, role: ROLES.warehouse_worker, tokenHash: `ses-${sessionId}` },
    });
    const ended = (userId: string, sessionId: string): SessionEvent => ({
      type: 'SessionEnded',
      data: { sessionId, userId, reason: 'logout' },
    });

    it('blocking a user ends every open session of theirs at the block time, drops their links, and restoring revives neither', async () => {
      const user = randomUUID();
      const other = randomUUID();
      const [open1, open2, closed, othersSession] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await given(
        [0, created(user)],
        [0, created(other)],
        [1, token(user, 'recovery', `tok-${user}`, 1)],
        [2, started(user, open1)],
        [3, started(user, open2)],
        [4, started(user, closed)],
        [5, ended(user, closed)],
        [6, started(other, othersSession)],
      );

      await when([10, { type: 'UserBlocked', data: { userId: user } }]);

      const sessions = (await rowsOf([user, other]))['user_sessions']!;
      const endedAt = Object.fromEntries(sessions.map((s) => [s['session_id'], s['ended_at']]));
      expect(endedAt).toEqual({ [open1]: at(10), [open2]: at(10), [closed]: at(5), [othersSession]: null });
      const rows = await rowsOf([user]);
      expect(rows['users']).toMatchObject([{ id: user, deleted_at: at(10), updated_at: at(10) }]);
      expect(rows['user_tokens']).toEqual([]);

      await when([20, { type: 'UserRestored', data: { userId: user } }]);
      const restored = await rowsOf([user]);
      expect(restored['users']).toMatchObject([{ id: user, deleted_at: null, updated_at: at(20) }]);
      expect(Object.fromEntries(restored['user_sessions']!.map((s) => [s['session_id'], s['ended_at']]))).toEqual({
        [open1]: at(10),
        [open2]: at(10),
        [closed]: at(5),
      });
      expect(restored['user_tokens']).toEqual([]);
    });

    it('keeps only the latest one-time link of each user', async () => {
      const user = randomUUID();
      const other = randomUUID();
      await given([0, created(user)], [0, token(user, 'invitation', `inv-${user}`, 0)], [0, created(other)], [1, token(other, 'recovery', `rec-${other}`, 1)]);

      await when([5, token(user, 'invitation', `inv2-${user}`, 5)]);
      expect((await rowsOf([user]))['user_tokens']).toEqual([
        { token_hash: `inv2-${user}`, user_id: user, purpose: 'invitation', expires_at: at(5 + 24 * 60) },
      ]);

      await when([9, token(user, 'recovery', `rec-${user}`, 9)]);
      expect((await rowsOf([user, other]))['user_tokens']).toEqual(
        byKey([
          { token_hash: `rec-${user}`, user_id: user, purpose: 'recovery', expires_at: at(9 + 24 * 60) },
          { token_hash: `rec-${other}`, user_id: other, purpose: 'recovery', expires_at: at(1 + 24 * 60) },
        ]),
      );
    });

    it('a verified e-mail drops only a verification link; a password set through a link drops the link, a self-service change keeps it', async () => {
      const sender = randomUUID();
      const worker = randomUUID();
      await given(
        [0, { type: 'UserRegistered', data: { userId: sender, email: `${sender}@example.test`, role: ROLES.client, passwordHash: 'h1' } }],
        [0, token(sender, 'verification', `ver-${sender}`, 0)],
        [0, created(worker)],
        [0, token(worker, 'recovery', `rec-${worker}`, 0)],
      );

      await when([3, { type: 'UserEmailVerified', data: { userId: sender, verifiedAt: at(3) } }], [3, { type: 'UserEmailVerified', data: { userId: worker, verifiedAt: at(3) } }]);
      let rows = await rowsOf([sender, worker]);
      expect(rows['user_tokens']!.map((t) => t['token_hash'])).toEqual([`rec-${worker}`]);
      expect(rows['users']!.map((u) => u['email_verified_at'])).toEqual([at(3), at(3)]);

      await when([4, { type: 'UserPasswordChanged', data: { userId: worker, passwordHash: 'h2', reason: 'self' } }]);
      expect((await rowsOf([worker]))['user_tokens']!.map((t) => t['token_hash'])).toEqual([`rec-${worker}`]);

      await when([5, { type: 'UserPasswordChanged', data: { userId: worker, passwordHash: 'h3', reason: 'token' } }]);
      rows = await rowsOf([sender, worker]);
      expect(rows['user_tokens']).toEqual([]);
    });
  });
});
