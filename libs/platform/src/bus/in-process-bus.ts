import type { NotificationBus } from './notification-bus.js';
import { assertValidPattern, isValidSubject, subjectMatches } from './subject-pattern.js';

export interface InProcessBusOptions {
  /** Reports dropped publishes and failing handlers; never given payloads. */
  readonly log?: (message: string) => void;
}

interface Subscription {
  readonly pattern: string;
  readonly handler: (payload: unknown, subject: string) => void;
  active: boolean;
}

/**
 * The embedded default: a bus inside one process. It behaves like the NATS bus
 * as far as subscribers can tell: the same subject rules, payloads delivered as
 * a JSON copy (never the publisher's object), handlers run later in their own
 * microtask so a publisher never runs subscriber code inline, and a throwing
 * handler neither reaches the publisher nor stops the other handlers.
 */
export class InProcessBus implements NotificationBus {
  readonly connected = true;
  private readonly subscriptions = new Set<Subscription>();
  private closed = false;
  private droppedCount = 0;

  constructor(private readonly options: InProcessBusOptions = {}) {}

  /** Publishes dropped because the bus was closed, the subject invalid or the payload not JSON. */
  get dropped(): number {
    return this.droppedCount;
  }

  publish(subject: string, payload: unknown): void {
    if (this.closed) return this.drop(`publish to '${subject}' after close`);
    if (!isValidSubject(subject)) return this.drop(`publish to invalid subject '${subject}'`);
    let encoded: string;
    try {
      encoded = JSON.stringify(payload ?? null);
    } catch {
      return this.drop(`publish to '${subject}' with a payload that is not JSON`);
    }
    for (const subscription of this.subscriptions) {
      if (!subjectMatches(subscription.pattern, subject)) continue;
      queueMicrotask(() => this.deliver(subscription, subject, encoded));
    }
  }

  subscribe(pattern: string, handler: (payload: unknown, subject: string) => void): () => void {
    assertValidPattern(pattern);
    const subscription: Subscription = { pattern, handler, active: !this.closed };
    if (subscription.active) this.subscriptions.add(subscription);
    return () => {
      subscription.active = false;
      this.subscriptions.delete(subscription);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const subscription of this.subscriptions) subscription.active = false;
    this.subscriptions.clear();
  }

  private deliver(subscription: Subscription, subject: string, encoded: string): void {
    // Unsubscribed between the publish and this microtask: like NATS, deliver nothing more.
    if (!subscription.active) return;
    try {
      subscription.handler(JSON.parse(encoded) as unknown, subject);
    } catch (error) {
      this.options.log?.(`bus handler for '${subscription.pattern}' failed on '${subject}': ${errorText(error)}`);
    }
  }

  private drop(reason: string): void {
    this.droppedCount++;
    this.options.log?.(`bus dropped a ${reason}`);
  }
}

const errorText = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
