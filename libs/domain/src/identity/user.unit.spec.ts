import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import type { UserEvent } from './user.events.js';
import {
  assertStaffLogin,
  authorizeLogin,
  blockUser,
  changePassword,
  confirmEmail,
  createUser,
  evolveUser,
  initialUserState,
  provisionUser,
  registerUser,
  requestPasswordRecovery,
  restoreUser,
  setPasswordWithToken,
  updateUser,
  type UserState,
} from './user.js';

const userId = 'u-1';
const hashA = 'argon-hash-aaaaaaaaaaaaaaaa';
const hashB = 'argon-hash-bbbbbbbbbbbbbbbb';
const token = (tokenHash: string, expiresAt = '2026-12-01T00:00:00.000Z') => ({ tokenHash, expiresAt });

const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState);
const created: UserEvent = { type: 'UserCreated', data: { userId, email: 'a@x.pl', role: 1 } };
const withPassword: UserEvent = { type: 'UserPasswordChanged', data: { userId, passwordHash: hashA, reason: 'self' } };
const blocked: UserEvent = { type: 'UserBlocked', data: { userId } };
const recoveryIssued: UserEvent = {
  type: 'UserTokenIssued',
  data: { userId, purpose: 'recovery', ...token('t-hash-1111111111111') },
};

function thenError(fn: () => unknown, code: string) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe('user decider', () => {
  it('given no user, when an admin creates one, then it is created with an invitation link', () => {
    const events = createUser(given(), { userId, email: 'a@x.pl', role: 1, invitation: token('inv-hash-1111111111') });
    expect(events.map((e) => e.type)).toEqual(['UserCreated', 'UserTokenIssued']);
    expect(events[1]!.data).toMatchObject({ purpose: 'invitation', tokenHash: 'inv-hash-1111111111' });
  });

  it('given an existing user, when created again, then email_taken', () => {
    thenError(() => createUser(given(created), { userId, email: 'a@x.pl', role: 1, invitation: token('x'.repeat(16)) }), 'email_taken');
  });

  it('given no user, when a sender registers, then a client with a password and a verification link', () => {
    const events = registerUser(given(), { userId, email: 'a@x.pl', role: 3, passwordHash: hashA, verification: token('ver-hash-11111111') });
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserTokenIssued']);
    expect(given(...events)).toMatchObject({ status: 'active', role: 3, passwordHash: hashA, verifiedAt: null });
  });

  it('given a user, when updated with the same values, then nothing is recorded', () => {
    expect(updateUser(given(created), { email: 'a@x.pl', role: 1, actorId: 'admin' })).toEqual([]);
    expect(updateUser(given(created), { email: 'b@x.pl', role: 0, actorId: 'admin' })).toEqual([
      { type: 'UserUpdated', data: { userId, email: 'b@x.pl', role: 0 } },
    ]);
  });

  it('given no user, when updated, then user_not_found', () => {
    thenError(() => updateUser(given(), { email: 'b@x.pl', role: 0, actorId: 'admin' }), 'user_not_found');
  });

  it('given an active user with a password, when the password matches, then login is authorized', () => {
    expect(authorizeLogin(given(created, withPassword), { passwordMatches: true })).toMatchObject({ userId });
  });

  it('given a wrong password, a user without password or no user, then invalid_credentials', () => {
    thenError(() => authorizeLogin(given(created, withPassword), { passwordMatches: false }), 'invalid_credentials');
    thenError(() => authorizeLogin(given(created), { passwordMatches: true }), 'invalid_credentials');
    thenError(() => authorizeLogin(given(), { passwordMatches: true }), 'invalid_credentials');
  });

  it('given a blocked user, when the right password is given, then invalid_credentials, as for a wrong one', () => {
    thenError(() => authorizeLogin(given(created, withPassword, blocked), { passwordMatches: true }), 'invalid_credentials');
    thenError(() => authorizeLogin(given(created, withPassword, blocked), { passwordMatches: false }), 'invalid_credentials');
  });

  describe('self-registered senders', () => {
    const registered = registerUser(given(), { userId, email: 's@x.pl', role: 3, passwordHash: hashA, verification: token('v-hash-1111111111111') });
    const verified: UserEvent = { type: 'UserEmailVerified', data: { userId, verifiedAt: '2026-11-22T10:00:00.000Z' } };

    it('given a registered sender who has not confirmed the e-mail, when the right password is given, then email_not_verified', () => {
      thenError(() => authorizeLogin(given(...registered), { passwordMatches: true }), 'email_not_verified');
      thenError(() => authorizeLogin(given(...registered), { passwordMatches: false }), 'invalid_credentials');
    });

    it('given the e-mail confirmed once, then login is authorized, also after a later change of e-mail', () => {
      expect(authorizeLogin(given(...registered, verified), { passwordMatches: true })).toMatchObject({ userId });
      const moved: UserEvent = { type: 'UserUpdated', data: { userId, email: 'new@x.pl', role: 3 } };
      expect(authorizeLogin(given(...registered, verified, moved), { passwordMatches: true })).toMatchObject({ userId, verifiedAt: null });
    });

    it('given users made by an admin or seeded, then no confirmation is asked beyond their link', () => {
      expect(authorizeLogin(given(created, withPassword), { passwordMatches: true })).toMatchObject({ mustConfirm: false });
    });
  });

  it('given an active user, when blocked, then blocked; twice, then user_already_blocked', () => {
    expect(blockUser(given(created), { actorId: 'admin' })).toEqual([{ type: 'UserBlocked', data: { userId } }]);
    thenError(() => blockUser(given(created, blocked), { actorId: 'admin' }), 'user_already_blocked');
  });

  it('given an admin, when blocking themself, then forbidden', () => {
    thenError(() => blockUser(given(created), { actorId: userId }), 'forbidden');
  });

  it('given a blocked user, when restored, then active; an active one cannot be restored', () => {
    const events = restoreUser(given(created, blocked));
    expect(given(created, blocked, ...events).status).toBe('active');
    thenError(() => restoreUser(given(created)), 'user_not_blocked');
  });

  it('given an active user, when recovery is asked, then a recovery link; a blocked user gets nothing', () => {
    const now = '2026-11-22T10:00:00.000Z';
    expect(requestPasswordRecovery(given(created, withPassword), { token: token('r'.repeat(16)), now })[0]!.data).toMatchObject({ purpose: 'recovery' });
    expect(requestPasswordRecovery(given(created), { token: token('r'.repeat(16)), now })[0]!.data).toMatchObject({ purpose: 'recovery' });
    expect(requestPasswordRecovery(given(created, blocked), { token: token('r'.repeat(16)), now })).toEqual([]);
  });

  describe('recovery of an invited user', () => {
    const invited = createUser(given(), { userId, email: 'a@x.pl', role: 1, invitation: token('inv-hash-1111111111', '2026-11-29T10:00:00.000Z') });

    it('given a pending invitation, when recovery is asked, then nothing is issued and the invitation link still sets the password', () => {
      const events = requestPasswordRecovery(given(...invited), { token: token('r'.repeat(16)), now: '2026-11-23T10:00:00.000Z' });
      expect(events).toEqual([]);
      const set = setPasswordWithToken(given(...invited, ...events), { tokenHash: 'inv-hash-1111111111', passwordHash: hashB, now: '2026-11-23T10:00:01.000Z' });
      expect(set.map((e) => e.type)).toEqual(['UserEmailVerified', 'UserPasswordChanged']);
    });

    it('given an expired invitation, when recovery is asked, then a recovery link (the user can still get in)', () => {
      const events = requestPasswordRecovery(given(...invited), { token: token('r'.repeat(16), '2026-12-01T10:00:00.000Z'), now: '2026-11-30T10:00:00.000Z' });
      expect(events.map((e) => e.data)).toEqual([{ userId, purpose: 'recovery', tokenHash: 'r'.repeat(16), expiresAt: '2026-12-01T10:00:00.000Z' }]);
    });

    it('given an invitation already used (a password is set), when recovery is asked, then a recovery link', () => {
      const set = setPasswordWithToken(given(...invited), { tokenHash: 'inv-hash-1111111111', passwordHash: hashB, now: '2026-11-23T10:00:00.000Z' });
      expect(requestPasswordRecovery(given(...invited, ...set), { token: token('r'.repeat(16)), now: '2026-11-23T11:00:00.000Z' })).toHaveLength(1);
    });
  });

  it('given a recovery link, when the password is set with it, then the e-mail is verified and the link is used up', () => {
    const events = setPasswordWithToken(given(created, recoveryIssued), {
      tokenHash: 't-hash-1111111111111',
      passwordHash: hashB,
      now: '2026-11-22T10:00:00.000Z',
    });
    expect(events.map((e) => e.type)).toEqual(['UserEmailVerified', 'UserPasswordChanged']);
    const after = given(created, recoveryIssued, ...events);
    expect(after).toMatchObject({ passwordHash: hashB, verifiedAt: '2026-11-22T10:00:00.000Z', token: null });
    thenError(() => setPasswordWithToken(after, { tokenHash: 't-hash-1111111111111', passwordHash: hashA, now: '2026-11-22T10:00:01.000Z' }), 'token_invalid');
  });

  it('given a link, when a newer one was issued, then the older one no longer works', () => {
    const newer: UserEvent = { type: 'UserTokenIssued', data: { userId, purpose: 'recovery', ...token('t-hash-2222222222222') } };
    thenError(() => setPasswordWithToken(given(created, recoveryIssued, newer), { tokenHash: 't-hash-1111111111111', passwordHash: hashB, now: '2026-11-22T10:00:00.000Z' }), 'token_invalid');
  });

  it('given an expired link, when used, then token_expired', () => {
    thenError(
      () => setPasswordWithToken(given(created, recoveryIssued), { tokenHash: 't-hash-1111111111111', passwordHash: hashB, now: '2026-12-01T00:00:00.000Z' }),
      'token_expired',
    );
  });

  it('given a verification link, when confirmed, then verified once', () => {
    const issued: UserEvent = { type: 'UserTokenIssued', data: { userId, purpose: 'verification', ...token('v-hash-1111111111111') } };
    const events = confirmEmail(given(created, issued), { tokenHash: 'v-hash-1111111111111', now: '2026-11-22T10:00:00.000Z' });
    expect(events).toEqual([{ type: 'UserEmailVerified', data: { userId, verifiedAt: '2026-11-22T10:00:00.000Z' } }]);
    thenError(() => confirmEmail(given(created, issued, ...events), { tokenHash: 'v-hash-1111111111111', now: '2026-11-22T10:00:00.000Z' }), 'token_invalid');
  });

  it('given the right current password, when changing the password, then changed, keeping the asking session only', () => {
    expect(changePassword(given(created, withPassword), { passwordHash: hashB, currentPasswordMatches: true, keepSessionId: 's-1' })).toEqual([
      { type: 'UserPasswordChanged', data: { userId, passwordHash: hashB, reason: 'self', keepSessionId: 's-1' } },
    ]);
  });

  it('given a wrong current password, when changing the password, then invalid_current_password', () => {
    thenError(() => changePassword(given(created, withPassword), { passwordHash: hashB, currentPasswordMatches: false, keepSessionId: 's-1' }), 'invalid_current_password');
    thenError(() => changePassword(given(created), { passwordHash: hashB, currentPasswordMatches: true, keepSessionId: 's-1' }), 'invalid_current_password');
  });

  it('given a blocked user, when changing the password or using a link, then account_blocked', () => {
    thenError(() => changePassword(given(created, blocked), { passwordHash: hashB, currentPasswordMatches: true, keepSessionId: 's-1' }), 'account_blocked');
    thenError(() => setPasswordWithToken(given(created, recoveryIssued, blocked), { tokenHash: 't-hash-1111111111111', passwordHash: hashB, now: '2026-11-22T10:00:00.000Z' }), 'account_blocked');
  });

  it('given no user, when provisioned at start-up, then a verified user with a password; again, then nothing', () => {
    const events = provisionUser(given(), { userId, email: 'admin@x.pl', role: 0, passwordHash: hashA, now: '2026-11-22T10:00:00.000Z' });
    expect(events.map((e) => e.type)).toEqual(['UserCreated', 'UserEmailVerified', 'UserPasswordChanged']);
    expect(provisionUser(given(...events), { userId, email: 'admin@x.pl', role: 0, passwordHash: hashA, now: '2026-11-22T10:00:00.000Z' })).toEqual([]);
  });
});

describe('user decider: blocking and links', () => {
  it('given a recovery link, when the user is blocked and restored, then the old link no longer works', () => {
    const restored: UserEvent = { type: 'UserRestored', data: { userId } };
    thenError(
      () => setPasswordWithToken(given(created, recoveryIssued, blocked, restored), { tokenHash: 't-hash-1111111111111', passwordHash: hashB, now: '2026-11-22T10:00:00.000Z' }),
      'token_invalid',
    );
  });
});

describe('user decider: changing the e-mail', () => {
  it('given a verified user with a pending link, when the e-mail changes, then it is unconfirmed and the link is void', () => {
    const verified: UserEvent = { type: 'UserEmailVerified', data: { userId, verifiedAt: '2026-11-01T00:00:00.000Z' } };
    const changed = updateUser(given(created, verified, recoveryIssued), { email: 'new@x.pl', role: 1, actorId: 'admin' });
    const after = given(created, verified, recoveryIssued, ...changed);
    expect(after).toMatchObject({ email: 'new@x.pl', verifiedAt: null, token: null });
  });

  it('given a role change only, then verification and link stay', () => {
    const verified: UserEvent = { type: 'UserEmailVerified', data: { userId, verifiedAt: '2026-11-01T00:00:00.000Z' } };
    const after = given(created, verified, recoveryIssued, ...updateUser(given(created, verified, recoveryIssued), { email: 'a@x.pl', role: 0, actorId: 'admin' }));
    expect(after).toMatchObject({ verifiedAt: '2026-11-01T00:00:00.000Z', token: { purpose: 'recovery' } });
  });
});

describe('user decider: what the users screen may do', () => {
  const adminCreated: UserEvent = { type: 'UserCreated', data: { userId, email: 'a@x.pl', role: 0 } };
  it('given an admin, when they take away their own admin role, then forbidden; another admin may', () => {
    thenError(() => updateUser(given(adminCreated), { email: 'a@x.pl', role: 1, actorId: userId }), 'forbidden');
    expect(updateUser(given(adminCreated), { email: 'a@x.pl', role: 1, actorId: 'other-admin' })).toHaveLength(1);
  });

  it('given a client login, then the users screen may not manage it; staff it may', () => {
    const client: UserEvent = { type: 'UserRegistered', data: { userId, email: 'c@x.pl', role: 3, passwordHash: hashA } };
    thenError(() => assertStaffLogin(given(client)), 'forbidden');
    expect(() => assertStaffLogin(given(created))).not.toThrow();
  });
});
