/**
 * Notifications between processes: the projector announces committed read-model
 * changes, the API relays them to sockets. NATS in the distributed deployment,
 * an in-process bus in the embedded default. Delivery is best effort: a lost
 * notification only delays a live update, never loses data.
 */
export interface ReadModelNotification {
  /** The read model that changed, e.g. "users". */
  readonly readModel: string;
  /** Ids of the changed entities (may be empty for bulk changes). */
  readonly ids: readonly string[];
  /** The projection checkpoint after the batch, as formatted by formatPosition. */
  readonly position: string;
}

export interface NotificationBus {
  /** Never throws for a missing connection: publishes are buffered or dropped while reconnecting. */
  publish(subject: string, payload: unknown): void;
  /**
   * Subject patterns follow NATS: tokens separated by '.', '*' matches one token,
   * '>' matches the rest. Returns the unsubscribe function.
   */
  subscribe(pattern: string, handler: (payload: unknown, subject: string) => void): () => void;
  /** Whether messages can currently flow (always true in process). */
  readonly connected: boolean;
  close(): Promise<void>;
}

/** Subject for a read-model change: rm.<readModel>.<entityId or "batch">. */
export const readModelSubject = (readModel: string, entity = 'batch'): string => `rm.${readModel}.${entity}`;
