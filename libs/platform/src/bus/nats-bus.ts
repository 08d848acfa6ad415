import { connect, Events, StringCodec, type NatsConnection } from 'nats';
import type { NotificationBus } from './notification-bus.js';
import { assertValidPattern, isValidSubject } from './subject-pattern.js';

export interface NatsBusOptions {
  /** Connection name shown by the NATS server, e.g. "projector". */
  readonly name: string;
  /** Status changes (disconnect, reconnect, errors, dropped publishes); never payloads. */
  readonly log?: (message: string) => void;
  /** Pause between reconnection attempts; 500 ms by default. */
  readonly reconnectTimeWaitMs?: number;
}

/** How long close() lets a drain run before it closes the connection outright. */
const DRAIN_TIMEOUT_MS = 5_000;

const codec = StringCodec();

/**
 * The distributed bus: NATS core (no JetStream), JSON payloads. Best effort:
 * while the connection is down, publishes are dropped and counted (the NATS
 * client would buffer them only to discard its buffer when it reconnects), and
 * the client retries forever; subscriptions come back with the connection.
 */
export class NatsBus implements NotificationBus {
  private isConnected = true;
  private droppedCount = 0;
  private droppedWhileDisconnected = 0;
  private closing: Promise<void> | undefined;

  private constructor(
    private readonly connection: NatsConnection,
    private readonly options: NatsBusOptions,
  ) {
    void this.watchStatus().catch(() => undefined);
    void connection.closed().then((error) => {
      this.isConnected = false;
      this.log(`closed${error ? `: ${error.message}` : ''}`);
    });
  }

  /**
   * Connects to `url`. Waits (retrying every reconnectTimeWaitMs) until the
   * server is reachable for the first time, then keeps reconnecting forever.
   */
  static async connect(url: string, options: NatsBusOptions): Promise<NatsBus> {
    const connection = await connect({
      servers: url,
      name: options.name,
      reconnect: true,
      maxReconnectAttempts: -1,
      waitOnFirstConnect: true,
      reconnectTimeWait: options.reconnectTimeWaitMs ?? 500,
    });
    const bus = new NatsBus(connection, options);
    bus.log(`connected to ${connection.getServer()}`);
    return bus;
  }

  get connected(): boolean {
    return this.isConnected;
  }

  /** Publishes dropped: while disconnected, closing or closed, or for an invalid subject or a non-JSON payload. */
  get dropped(): number {
    return this.droppedCount;
  }

  publish(subject: string, payload: unknown): void {
    if (this.closing || this.connection.isClosed() || this.connection.isDraining()) {
      this.droppedCount++;
      return;
    }
    if (!this.isConnected) {
      if (this.droppedWhileDisconnected++ === 0) this.log('dropping publishes until reconnected');
      this.droppedCount++;
      return;
    }
    if (!isValidSubject(subject)) return this.drop(`publish to invalid subject '${subject}'`);
    try {
      this.connection.publish(subject, codec.encode(JSON.stringify(payload ?? null)));
    } catch (error) {
      this.drop(`publish to '${subject}': ${errorText(error)}`);
    }
  }

  subscribe(pattern: string, handler: (payload: unknown, subject: string) => void): () => void {
    assertValidPattern(pattern);
    if (this.closing || this.connection.isClosed() || this.connection.isDraining()) {
      this.log(`ignored a subscription to '${pattern}' on a closed bus`);
      return () => undefined;
    }
    const subscription = this.connection.subscribe(pattern, {
      callback: (error, message) => {
        if (error) return this.log(`subscription to '${pattern}' failed: ${error.message}`);
        let payload: unknown;
        try {
          payload = JSON.parse(codec.decode(message.data));
        } catch {
          return this.log(`ignored a message that is not JSON on '${message.subject}'`);
        }
        try {
          handler(payload, message.subject);
        } catch (handlerError) {
          this.log(`handler for '${pattern}' failed on '${message.subject}': ${errorText(handlerError)}`);
        }
      },
    });
    return () => {
      if (this.connection.isClosed() || subscription.isClosed()) return;
      try {
        subscription.unsubscribe();
      } catch {
        // The connection closed meanwhile: the subscription is gone with it.
      }
    };
  }

  /**
   * Resolves once the server has processed everything this bus sent so far, so a
   * subscription made before is active (e.g. before reading the state it updates).
   */
  async flush(): Promise<void> {
    await this.connection.flush();
  }

  /** Drains (delivers what is in flight, bounded by a timeout) and closes; idempotent. */
  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    if (this.connection.isClosed()) return;
    if (this.isConnected && !this.connection.isDraining()) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      });
      await Promise.race([this.connection.drain().catch(() => undefined), timeout]);
      clearTimeout(timer);
    }
    if (!this.connection.isClosed()) await this.connection.close();
    await this.connection.closed();
  }

  private async watchStatus(): Promise<void> {
    for await (const status of this.connection.status()) {
      switch (status.type) {
        case Events.Disconnect:
          this.isConnected = false;
          this.log(`disconnected from ${String(status.data)}`);
          break;
        case Events.Reconnect:
          this.isConnected = true;
          this.log(`reconnected to ${String(status.data)} (${this.droppedWhileDisconnected} publishes dropped meanwhile)`);
          this.droppedWhileDisconnected = 0;
          break;
        case Events.LDM:
          this.log('server entering lame duck mode');
          break;
        case Events.Error:
          this.log(`server error: ${String(status.data)}`);
          break;
        default:
          // Cluster updates and debug events (reconnect attempts, pings) are not worth a line.
          break;
      }
    }
  }

  private drop(reason: string): void {
    this.droppedCount++;
    this.log(`dropped a ${reason}`);
  }

  private log(message: string): void {
    this.options.log?.(`nats bus ${this.options.name}: ${message}`);
  }
}

const errorText = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
