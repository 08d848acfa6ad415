import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@parcel/event-store';
import type { Role } from '@parcel/domain';

/** Who asks and why: becomes the metadata of every event the command records. */
export interface CommandContext {
  readonly correlationId: string;
  readonly causationId: string;
  readonly userId: string | null;
  readonly role: Role | null;
  readonly workstation: string | null;
  readonly warehouse: string | null;
}

export function systemContext(): CommandContext {
  const id = randomUUID();
  return { correlationId: id, causationId: id, userId: null, role: null, workstation: null, warehouse: null };
}

export function metadataFor(context: CommandContext, recordedAt: Date): EventMetadata {
  return { ...context, recordedAt: recordedAt.toISOString() };
}

/**
 * The context of a reaction (a process manager's command): the same correlation
 * and actor as the event it follows, caused by that event.
 */
export function reactionContext(event: { readonly eventId: string; readonly metadata: EventMetadata }): CommandContext {
  const { correlationId, userId, role, workstation, warehouse } = event.metadata;
  return { correlationId, causationId: event.eventId, userId, role: role as Role | null, workstation, warehouse };
}
