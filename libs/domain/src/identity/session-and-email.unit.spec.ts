import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { endSession, evolveSession, initialSessionState, startSession } from './session.js';
import { evolveEmailReservation, initialEmailReservation, releaseEmail, reserveEmail } from './email-reservation.js';

describe('session decider', () => {
  const start = { sessionId: 's-1', userId: 'u-1', role: 0 as const, tokenHash: 'h'.repeat(64) };

  it('given no session, when started, then SessionStarted; when ended, then SessionEnded once', () => {
    const started = startSession(initialSessionState, start);
    expect(started).toEqual([{ type: 'SessionStarted', data: start }]);
    const active = started.reduce(evolveSession, initialSessionState);
    const ended = endSession(active);
    expect(ended).toEqual([{ type: 'SessionEnded', data: { sessionId: 's-1', userId: 'u-1', reason: 'logout' } }]);
    expect(endSession(ended.reduce(evolveSession, active))).toEqual([]);
  });

  it('given a started session, when started again, then a conflict', () => {
    const active = startSession(initialSessionState, start).reduce(evolveSession, initialSessionState);
    expect(() => startSession(active, start)).toThrow(DomainError);
  });
});

describe('e-mail reservation decider', () => {
  it('given a free e-mail, when reserved, then owned; by another while the owner exists, then email_taken', () => {
    const events = reserveEmail(initialEmailReservation, { email: 'a@x.pl', userId: 'u-1', ownerExists: false });
    const owned = events.reduce(evolveEmailReservation, initialEmailReservation);
    expect(owned.ownerId).toBe('u-1');
    expect(() => reserveEmail(owned, { email: 'a@x.pl', userId: 'u-2', ownerExists: true })).toThrow('email_taken');
    expect(reserveEmail(owned, { email: 'a@x.pl', userId: 'u-1', ownerExists: true })).toEqual([]);
  });

  it('given a reservation whose user never came to be, when another user reserves, then taken over', () => {
    const owned = { ownerId: 'u-1' };
    expect(reserveEmail(owned, { email: 'a@x.pl', userId: 'u-2', ownerExists: false })).toEqual([
      { type: 'EmailReserved', data: { email: 'a@x.pl', userId: 'u-2' } },
    ]);
  });

  it('given an owned e-mail, when released by its owner, then free; by someone else, then nothing', () => {
    const owned = { ownerId: 'u-1' };
    expect(releaseEmail(owned, { email: 'a@x.pl', userId: 'u-2' })).toEqual([]);
    const freed = releaseEmail(owned, { email: 'a@x.pl', userId: 'u-1' }).reduce(evolveEmailReservation, owned);
    expect(freed.ownerId).toBeNull();
  });
});
