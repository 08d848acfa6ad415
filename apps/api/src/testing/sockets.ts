import { io, type Socket } from 'socket.io-client';

export interface LiveSocket {
  readonly socket: Socket;
  /** Every event received, in order, with its payload. */
  readonly received: { event: string; payload: unknown }[];
  /** Resolves on the server's 'ready', rejects when the server disconnects the socket first. */
  readonly ready: Promise<{ rooms: string[] }>;
  /** Resolves when the socket is disconnected (by either side), with the reason. */
  readonly disconnected: Promise<string>;
  emitWithAck<T = unknown>(event: string, payload: unknown): Promise<T>;
  close(): void;
}

/** A socket.io client at /socket.io with the bearer token in the handshake (none when undefined). */
export function connectLive(baseUrl: string, token: string | undefined, options: { header?: boolean } = {}): LiveSocket {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token === undefined ? {} : options.header ? { extraHeaders: { authorization: `Bearer ${token}` } } : { auth: { token } }),
  });
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => void received.push({ event, payload }));
  const disconnected = new Promise<string>((resolve) => {
    socket.once('disconnect', (reason) => resolve(String(reason)));
    socket.once('connect_error', (error) => resolve(`connect_error: ${error.message}`));
  });
  const ready = new Promise<{ rooms: string[] }>((resolve, reject) => {
    socket.once('ready', resolve);
    void disconnected.then((reason) => reject(new Error(`disconnected before ready: ${reason}`)));
  });
  ready.catch(() => undefined);
  return {
    socket,
    received,
    ready,
    disconnected,
    emitWithAck: <T>(event: string, payload: unknown) => socket.timeout(5_000).emitWithAck(event, payload) as Promise<T>,
    close: () => void socket.disconnect(),
  };
}

/** Payloads of one event name received so far. */
export const eventsNamed = <T = unknown>(live: LiveSocket, name: string): T[] =>
  live.received.filter((r) => r.event === name).map((r) => r.payload as T);
