import type { NotificationBus } from '@parcel/platform';

export interface RecordedMessage {
  readonly subject: string;
  readonly payload: unknown;
}

/**
 * A bus that only remembers what was published, in order (payloads copied as
 * JSON, as a real bus would deliver them). `onPublish` lets a test interleave
 * publishes with its own markers.
 */
export class RecordingBus implements NotificationBus {
  readonly connected = true;
  readonly messages: RecordedMessage[] = [];

  constructor(private readonly onPublish?: (message: RecordedMessage) => void) {}

  publish(subject: string, payload: unknown): void {
    const message = { subject, payload: JSON.parse(JSON.stringify(payload ?? null)) as unknown };
    this.messages.push(message);
    this.onPublish?.(message);
  }

  subscribe(): () => void {
    throw new Error('RecordingBus only records publishes');
  }

  async close(): Promise<void> {}
}
