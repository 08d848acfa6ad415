import type { UserEvent, SessionEvent } from '@parcel/domain';
import { SESSION_EVENT_TYPES, USER_EVENT_TYPES } from '@parcel/contracts';
import type { RecordedEvent } from '@parcel/event-store';
import type { Projection } from '../projector/projection.js';

type Handled = UserEvent | SessionEvent;

/** Users, their sessions and their pending one-time links. */
export const usersProjection: Projection = {
  name: 'users',
  eventTypes: [...USER_EVENT_TYPES, ...SESSION_EVENT_TYPES],
  tables: ['users', 'user_sessions', 'user_tokens'],
  async apply(db, recorded: RecordedEvent) {
    const event = { type: recorded.type, data: recorded.data } as Handled;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'UserCreated':
      case 'UserRegistered': {
        const { userId, email, role } = event.data;
        await db
          .insertInto('users')
          .values({ id: userId, email, role, created_at: at, updated_at: at })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        return [userId];
      }
      case 'UserUpdated': {
        const { userId, email, role } = event.data;
        const before = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
        if (before && before.email !== email) {
          // Same rule as the domain: a new address is unconfirmed and old links are void.
          await db.updateTable('users').set({ email_verified_at: null }).where('id', '=', userId).execute();
          await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
        }
        await db.updateTable('users').set({ email, role, updated_at: at }).where('id', '=', userId).execute();
        return [userId];
      }
      case 'UserTokenIssued': {
        const { userId, purpose, tokenHash, expiresAt } = event.data;
        await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
        await db.insertInto('user_tokens').values({ token_hash: tokenHash, user_id: userId, purpose, expires_at: expiresAt }).execute();
        return [];
      }
      case 'UserEmailVerified': {
        const { userId, verifiedAt } = event.data;
        await db.updateTable('users').set({ email_verified_at: verifiedAt, updated_at: at }).where('id', '=', userId).execute();
        await db.deleteFrom('user_tokens').where('user_id', '=', userId).where('purpose', '=', 'verification').execute();
        return [userId];
      }
      case 'UserPasswordChanged': {
        if (event.data.reason === 'token') {
          // A password set through a mailed link ends every session: whoever had the old one is out.
          await db.deleteFrom('user_tokens').where('user_id', '=', event.data.userId).execute();
          await db
            .updateTable('user_sessions')
            .set({ ended_at: at })
            .where('user_id', '=', event.data.userId)
            .where('ended_at', 'is', null)
            .execute();
        } else if (event.data.keepSessionId) {
          // A password changed on the profile ends every other session of the user.
          await db
            .updateTable('user_sessions')
            .set({ ended_at: at })
            .where('user_id', '=', event.data.userId)
            .where('session_id', '!=', event.data.keepSessionId)
            .where('ended_at', 'is', null)
            .execute();
        }
        return [event.data.userId];
      }
      case 'UserBlocked': {
        const { userId } = event.data;
        await db.updateTable('users').set({ deleted_at: at, updated_at: at }).where('id', '=', userId).execute();
        // Blocking ends every session of the user at once.
        await db.updateTable('user_sessions').set({ ended_at: at }).where('user_id', '=', userId).where('ended_at', 'is', null).execute();
        await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
        return [userId];
      }
      case 'UserRestored': {
        const { userId } = event.data;
        await db.updateTable('users').set({ deleted_at: null, updated_at: at }).where('id', '=', userId).execute();
        return [userId];
      }
      case 'SessionStarted': {
        const { sessionId, userId, tokenHash } = event.data;
        await db
          .insertInto('user_sessions')
          .values({ token_hash: tokenHash, session_id: sessionId, user_id: userId, started_at: at })
          .onConflict((c) => c.column('token_hash').doNothing())
          .execute();
        return [];
      }
      case 'SessionEnded': {
        await db
          .updateTable('user_sessions')
          .set({ ended_at: at })
          .where('session_id', '=', event.data.sessionId)
          .where('ended_at', 'is', null)
          .execute();
        return [];
      }
      default:
        return [];
    }
  },
};
