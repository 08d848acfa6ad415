import {
  blockUser,
  changePassword,
  confirmEmail,
  createUser,
  endSession,
  evolveSession,
  evolveUser,
  initialSessionState,
  initialUserState,
  registerUser,
  requestPasswordRecovery,
  restoreUser,
  ROLES,
  sessionStream,
  setPasswordWithToken,
  startSession,
  updateUser,
  userStream,
  type Role,
  type SessionEvent,
  type SessionState,
  type UserEvent,
  type UserState,
} from '@parcel/domain';
import type { EventStore } from '@parcel/event-store';
import { randomBetween, sleep, testMetadata } from './test-env.js';

/** A small seeded generator (mulberry32): the same seed gives the same choices. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADMIN_ID = 'a0000000-0000-4000-8000-000000000000';

interface Session {
  readonly id: string;
  state: SessionState;
}

/**
 * Drives one user through a realistic life with the identity deciders of
 * libs/domain (created by an admin or self-registered, links mailed and used,
 * logins, logouts, edits, blocking and restoring) and appends what they decide
 * with the expected revision, as the API would. Time comes from a clock that
 * only moves forward and is written into metadata.recordedAt.
 */
export class IdentityScript {
  private user: UserState = initialUserState;
  private revision = -1;
  private readonly sessions: Session[] = [];
  private steps = 0;

  constructor(
    private readonly store: EventStore,
    private readonly random: () => number,
    private readonly clock: { now: number },
    readonly userId: string,
    private readonly prefix: string,
    private readonly pauseMs?: readonly [min: number, max: number],
  ) {}

  private hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.random() * 16).toString(16);
    return out;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private tick(): string {
    this.clock.now += 1_000 + Math.floor(this.random() * 60_000);
    return new Date(this.clock.now).toISOString();
  }

  private token() {
    return { tokenHash: `${this.prefix}tok${this.hex(24)}`, expiresAt: new Date(this.clock.now + 86_400_000).toISOString() };
  }

  private async appendUser(events: UserEvent[], now: string): Promise<void> {
    if (events.length === 0) return;
    const metadata = testMetadata(now, { userId: ADMIN_ID, role: ROLES.admin });
    await this.store.append(
      userStream(this.userId),
      events.map((e) => ({ type: e.type, data: e.data, metadata })),
      { expectedRevision: this.revision < 0 ? 'no_stream' : this.revision },
    );
    this.revision += events.length;
    this.user = events.reduce(evolveUser, this.user);
    // Blocking ends every session of the user (the API no longer accepts their tokens).
    if (events.some((e) => e.type === 'UserBlocked')) {
      for (const session of this.sessions) if (session.state.status === 'active') session.state = { ...session.state, status: 'ended' };
    }
  }

  private async appendSession(session: Session, events: SessionEvent[], now: string): Promise<void> {
    if (events.length === 0) return;
    const metadata = testMetadata(now, { userId: this.userId });
    await this.store.append(
      sessionStream(session.id),
      events.map((e) => ({ type: e.type, data: e.data, metadata })),
      { expectedRevision: session.state.status === 'none' ? 'no_stream' : 0 },
    );
    session.state = events.reduce(evolveSession, session.state);
  }

  /** Creates the user, then takes `steps` more random steps. */
  async run(steps: number): Promise<void> {
    const now = this.tick();
    const role: Role = this.pick([ROLES.admin, ROLES.warehouse_worker, ROLES.warehouse_worker, ROLES.client]);
    const email = `${this.prefix}${this.hex(6)}@example.test`;
    if (role === ROLES.client && this.random() < 0.7) {
      await this.appendUser(registerUser(this.user, { userId: this.userId, email, role, passwordHash: `h${this.hex(8)}`, verification: this.token() }), now);
    } else {
      await this.appendUser(createUser(this.user, { userId: this.userId, email, role, invitation: this.token() }), now);
    }
    for (let i = 0; i < steps; i++) {
      if (this.pauseMs) await sleep(randomBetween(this.pauseMs[0], this.pauseMs[1]));
      await this.step();
    }
  }

  private async step(): Promise<void> {
    this.steps++;
    const user = this.user;
    if (user.status === 'none') throw new Error('user missing');
    const now = this.tick();
    const live = this.sessions.filter((s) => s.state.status === 'active');
    if (user.status === 'blocked') {
      if (this.random() < 0.6) await this.appendUser(restoreUser(user), now);
      return;
    }
    if (user.token && user.token.expiresAt > now && this.random() < 0.6) {
      // The mailed link is used: registration links confirm the e-mail, others set a password.
      const events =
        user.token.purpose === 'verification'
          ? confirmEmail(user, { tokenHash: user.token.tokenHash, now })
          : setPasswordWithToken(user, { tokenHash: user.token.tokenHash, passwordHash: `h${this.hex(8)}`, now });
      return this.appendUser(events, now);
    }
    const roll = this.random();
    if (user.passwordHash && roll < 0.35) {
      const session: Session = { id: `${this.userId}-s${this.steps}`, state: initialSessionState };
      this.sessions.push(session);
      return this.appendSession(session, startSession(session.state, { sessionId: session.id, userId: this.userId, role: user.role, tokenHash: `${this.prefix}ses${this.hex(24)}` }), now);
    }
    if (live.length > 0 && roll < 0.55) {
      const session = this.pick(live);
      return this.appendSession(session, endSession(session.state), now);
    }
    if (roll < 0.65) return this.appendUser(updateUser(user, { email: `${this.prefix}${this.hex(6)}@example.test`, role: user.role, actorId: ADMIN_ID }), now);
    if (roll < 0.75) return this.appendUser(requestPasswordRecovery(user, { token: this.token(), now }), now);
    if (roll < 0.85 && user.passwordHash) return this.appendUser(changePassword(user, { passwordHash: `h${this.hex(8)}`, currentPasswordMatches: true, keepSessionId: live[0]?.id ?? `${this.userId}-none` }), now);
    if (roll < 0.95) return this.appendUser(blockUser(user, { actorId: ADMIN_ID }), now);
  }
}

export interface IdentityWritersOptions {
  readonly seed: number;
  readonly writers: number;
  readonly usersPerWriter: number;
  readonly stepsPerUser: number;
  /** Distinguishes the ids, e-mails and hashes of separate runs in one store. */
  readonly prefix: string;
  /** Pause between two steps of a writer, to spread the appends over time. */
  readonly pauseMs?: readonly [min: number, max: number];
}

/** Concurrent writers, each living through its own users one after the other. */
export async function runIdentityWriters(store: EventStore, options: IdentityWritersOptions): Promise<void> {
  const { seed, writers, usersPerWriter, stepsPerUser, prefix, pauseMs } = options;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const random = seededRandom(seed * 1000 + w);
      const clock = { now: Date.parse('2026-03-01T08:00:00.000Z') + w * 1_000 };
      for (let u = 0; u < usersPerWriter; u++) {
        const userId = `${prefix}-w${w}-u${u}`;
        await new IdentityScript(store, random, clock, userId, prefix, pauseMs).run(stepsPerUser);
      }
    }),
  );
}
