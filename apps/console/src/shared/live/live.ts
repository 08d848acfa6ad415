import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { endSession, type Session } from '@/shared/session/session';

export type LiveState = 'connecting' | 'connected' | 'disconnected';

interface ReadModelNote {
  readonly readModel: string;
  readonly ids: readonly string[];
}

let state: LiveState = 'disconnected';
let liveSocket: Socket | null = null;
/** Entity rooms the open screens want (room -> how many want it), joined again on every (re)connect. */
const wantedRooms = new Map<string, number>();
const listeners = new Set<() => void>();
/** Who wants every read-model notice (a screen refreshing a query whose key is not one read model's: onReadModelNotice). */
const noticeListeners = new Set<(readModel: string) => void>();
function setState(next: LiveState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * The live channel: a socket.io connection with the session's token. Every
 * read-model change the API relays invalidates the queries of that read model
 * (query keys start with the read model's name), so open lists and forms
 * refresh. A socket the server refuses (the session ended) ends the session.
 */
export function connectLive(current: Session, queryClient: QueryClient): () => void {
  setState('connecting');
  const socket: Socket = io({ path: '/socket.io', auth: { token: current.token }, transports: ['websocket', 'polling'] });
  socket.on('connect', () => setState('connected'));
  socket.on('disconnect', () => setState('disconnected'));
  socket.io.on('reconnect_attempt', () => setState('connecting'));
  // `ready` comes on every (re)connect and after a role change: from the second
  // on, whatever changed meanwhile is read again.
  let readyBefore = false;
  socket.on('ready', () => {
    if (readyBefore) void queryClient.invalidateQueries();
    readyBefore = true;
    // The server puts a (re)connected socket in its user and role rooms only.
    for (const room of wantedRooms.keys()) socket.emit('join', { room });
  });
  socket.on('read-model', (note: ReadModelNote) => {
    if (typeof note?.readModel !== 'string') return;
    void queryClient.invalidateQueries({ queryKey: [note.readModel] });
    noticeListeners.forEach((listener) => listener(note.readModel));
  });
  socket.on('unauthorized', () => endSession('auto_logout'));
  liveSocket = socket;
  return () => {
    if (liveSocket === socket) liveSocket = null;
    socket.close();
    setState('disconnected');
  };
}

/**
 * Joins an entity room (`export:<uuid>`) for as long as the returned function is
 * not called: its read-model notices then reach this socket and refresh the
 * queries of that read model. A room the server refuses is only not joined; the
 * screen's own polling still works.
 */
export function joinLiveRoom(room: string): () => void {
  wantedRooms.set(room, (wantedRooms.get(room) ?? 0) + 1);
  if (wantedRooms.get(room) === 1 && liveSocket?.connected) liveSocket.emit('join', { room });
  let joined = true;
  return () => {
    if (!joined) return;
    joined = false;
    const left = (wantedRooms.get(room) ?? 1) - 1;
    if (left > 0) return void wantedRooms.set(room, left);
    wantedRooms.delete(room);
    if (liveSocket?.connected) liveSocket.emit('leave', { room });
  };
}

/**
 * Calls `listener` with the read model of every notice this socket hears (the ones the server lets it hear), until
 * the returned function is called: for a screen that reads several read models under one query (the dashboard).
 */
export function onReadModelNotice(listener: (readModel: string) => void): () => void {
  noticeListeners.add(listener);
  return () => void noticeListeners.delete(listener);
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
