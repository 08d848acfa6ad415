import { Inject, Injectable } from '@nestjs/common';
import type { Position } from '@parcel/event-store';
import {
  blockUser,
  createUser,
  emailReservationStream,
  evolveEmailReservation,
  evolveSession,
  evolveUser,
  initialEmailReservation,
  initialSessionState,
  initialUserState,
  releaseEmail,
  reserveEmail,
  restoreUser,
  userStream,
  type EmailReservationEvent,
  type EmailReservationState,
  type SessionEvent,
  type SessionState,
  type UserEvent,
  type Role,
  type UserState,
} from '@parcel/domain';
import { EventSourced, type AppendOptions, type StreamModel } from '../cqrs/event-sourced.js';
import type { CommandContext } from '../cqrs/command-context.js';
import { issueToken } from './token-ttl.js';

export const userModel: StreamModel<UserState, UserEvent> = { initial: initialUserState, evolve: evolveUser };
export const sessionModel: StreamModel<SessionState, SessionEvent> = { initial: initialSessionState, evolve: evolveSession };
export const reservationModel: StreamModel<EmailReservationState, EmailReservationEvent> = {
  initial: initialEmailReservation,
  evolve: evolveEmailReservation,
};

const ABANDONED_AFTER_MS = 60_000;

/** Identity streams that more than one use case needs: e-mail reservations and lookups. */
@Injectable()
export class UserStreams {
  constructor(@Inject(EventSourced) private readonly es: EventSourced) {}

  /** The user who owns an e-mail now (from its reservation stream), if any. */
  async ownerOf(email: string): Promise<string | null> {
    const { state } = await this.es.load(emailReservationStream(email), reservationModel);
    return state.ownerId;
  }

  async loadUser(userId: string) {
    return this.es.load(userStream(userId), userModel);
  }

  /** The e-mail the user's own stream holds now (null: no such user). */
  async emailOf(userId: string): Promise<string | null> {
    const { state } = await this.loadUser(userId);
    return state.status === 'none' ? null : state.email;
  }

  /**
   * The user whose e-mail this is now. A reservation can outlive the user's use
   * of the address (a change of e-mail that failed or crashed half-way): the
   * user's own stream has the last word.
   */
  async userByEmail(email: string): Promise<UserState> {
    const ownerId = await this.ownerOf(email);
    if (!ownerId) return initialUserState;
    const { state } = await this.loadUser(ownerId);
    return state.status !== 'none' && state.email === email ? state : initialUserState;
  }

  /**
   * Write-side uniqueness: the e-mail's stream records its owner. True when this
   * call reserved it, false when the user owned it already.
   */
  async reserve(email: string, userId: string, context: CommandContext): Promise<boolean> {
    const { state, revision, lastRecordedAt } = await this.es.load(emailReservationStream(email), reservationModel);
    // A fresh reservation may belong to a user being created (or changing e-mail)
    // right now; an old one whose user does not use the address was left by a
    // crash or a failed change and may be taken over.
    const fresh = lastRecordedAt !== undefined && this.es.now().getTime() - Date.parse(lastRecordedAt) < ABANDONED_AFTER_MS;
    const ownerExists = state.ownerId !== null && (fresh || (await this.usesEmail(state.ownerId, email)));
    const events = reserveEmail(state, { email, userId, ownerExists });
    await this.es.append(emailReservationStream(email), revision, events, context);
    return events.length > 0;
  }

  private async usesEmail(userId: string, email: string): Promise<boolean> {
    const { state } = await this.loadUser(userId);
    return state.status !== 'none' && state.email === email;
  }

  async release(email: string, userId: string, context: CommandContext): Promise<void> {
    const { state, revision } = await this.es.load(emailReservationStream(email), reservationModel);
    await this.es.append(emailReservationStream(email), revision, releaseEmail(state, { email, userId }), context);
  }

  /**
   * Moves a user from one e-mail to another, the address unique at every step:
   * reserves `to`, runs `write` (the append that puts the new address to use;
   * a failure there, such as a racing change's 409, gives `to` back, or it would
   * stay the user's and nobody else's), then `andThen` (further appends that
   * follow it: a failure there keeps `to`, which is in use by then, and a retry
   * completes the move), and last gives `from` back.
   */
  async moveEmail<T>(
    move: { userId: string; from: string; to: string },
    context: CommandContext,
    write: () => Promise<T>,
    andThen: () => Promise<unknown> = async () => undefined,
  ): Promise<T> {
    const { userId, from, to } = move;
    const reserved = await this.reserve(to, userId, context);
    let written: T;
    try {
      written = await write();
    } catch (error) {
      if (reserved) await this.release(to, userId, context).catch(() => undefined);
      throw error;
    }
    await andThen();
    await this.release(from, userId, context);
    return written;
  }

  /**
   * Blocks or restores a login unless it already is so: a retry after a
   * failure half-way finds nothing left to do. Answers the position (none when nothing changed).
   */
  async setLoginBlocked(userId: string, blocked: boolean, context: CommandContext): Promise<Position | undefined> {
    const actorId = context.userId ?? '';
    const decide = (s: UserState) => {
      if (blocked) return s.status === 'active' ? blockUser(s, { actorId }) : [];
      return s.status === 'blocked' ? restoreUser(s) : [];
    };
    return (await this.es.handle(userStream(userId), userModel, decide, context)).position;
  }

  /**
   * A login that sets its password through a mailed link: the user (its e-mail
   * already reserved) and the invitation token. The caller mails the token
   * (IdentityMails.sendInvitation) once the login can be read.
   */
  async createInvited(
    command: { userId: string; email: string; role: Role },
    context: CommandContext,
    options: AppendOptions & { token?: string; now?: Date } = {},
  ): Promise<{ position: Position | undefined; token: string }> {
    const { token, ...invitation } = issueToken('invitation', options.now ?? this.es.now(), options.token);
    const decide = (s: UserState) => createUser(s, { ...command, invitation });
    const { position } = await this.es.handle(userStream(command.userId), userModel, decide, context, options);
    return { position, token };
  }
}
