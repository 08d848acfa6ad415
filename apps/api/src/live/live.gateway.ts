import { Inject, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { ReadModelNotification } from '@parcel/platform';
import { ALL_ROLES } from '@parcel/domain';
import { INFRA } from '../shared/tokens.js';
import { allowedSocketOrigin } from '../bootstrap/security-headers.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { SessionLookup } from '../identity/session-lookup.js';
import { Roles, bearerToken } from '../http/auth.js';
import { hashToken } from '../shared/secrets.js';
import { LIVE_RULES, LiveRooms, roleRoom, userRoom, type LiveRules, type SocketUser } from './rooms.js';

/** Event name under which sockets receive read-model changes. */
export const READ_MODEL_EVENT = 'read-model';

/** How often open sockets are re-checked even when no notification says so (e.g. after a NATS outage). */
const RECHECK_EVERY_MS = 30_000;

/**
 * socket.io at /socket.io. A socket authenticates with the same bearer token
 * (handshake auth.token or Authorization header), joins its user and role rooms,
 * may join entity rooms it is allowed to read, and receives the projector's
 * notifications for the rooms it is in. When the users read model changes, the
 * open sockets' sessions are checked again: a socket whose session ended (logout,
 * blocked user) is disconnected, one whose user changed role gets the rooms of
 * the new role.
 */
@WebSocketGateway({ path: '/socket.io', cors: { origin: true } })
@Roles(...ALL_ROLES)
export class LiveGateway implements OnGatewayInit, OnGatewayConnection, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private unsubscribe: () => void = () => {};
  private recheckTimer: NodeJS.Timeout | undefined;
  private rechecking: Promise<void> | undefined;
  private recheckAgain = false;
  private readonly rooms: LiveRooms;

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(SessionLookup) private readonly sessions: SessionLookup,
    @Inject(LIVE_RULES) rules: readonly LiveRules[],
  ) {
    this.rooms = new LiveRooms(rules);
  }

  /** Refuses cross-origin browser sockets: only the request's own origin and PUBLIC_URL's may connect. */
  afterInit(server: Server): void {
    server.engine.opts.allowRequest = (request, callback) =>
      callback(null, allowedSocketOrigin(request.headers.origin, request.headers.host, this.infra.config.publicUrl));
  }

  onModuleInit(): void {
    this.unsubscribe = this.infra.bus.subscribe('rm.>', (payload) => void this.relay(payload as ReadModelNotification));
    this.recheckTimer = setInterval(() => this.recheckSessions(), RECHECK_EVERY_MS);
    this.recheckTimer.unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe();
    clearInterval(this.recheckTimer);
  }

  /** Tells the rooms that care (the area owning the read model says which). */
  private async relay(note: ReadModelNotification): Promise<void> {
    if (typeof note?.readModel !== 'string' || !Array.isArray(note.ids)) return;
    this.server?.to(await this.rooms.audienceOf(note.readModel, note.ids)).emit(READ_MODEL_EVENT, note);
    if (note.readModel === 'users') this.recheckSessions();
  }

  async handleConnection(socket: Socket): Promise<void> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : bearerToken(socket.handshake.headers.authorization);
    const user = token ? await this.sessions.find(token).catch(() => undefined) : undefined;
    if (!token || !user) return this.refuse(socket);
    socket.data['tokenHash'] = hashToken(token);
    await this.enterRooms(socket, { id: user.id, role: user.role });
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: boolean; code?: string }> {
    const user = socket.data['user'] as SocketUser | undefined;
    const room = (body as { room?: unknown } | undefined)?.room;
    if (!user) return { ok: false, code: 'unauthenticated' };
    if (typeof room !== 'string') return { ok: false, code: 'forbidden' };
    if (!(await this.rooms.mayJoin(user, room))) return { ok: false, code: 'forbidden' };
    if (!this.rooms.withinRoomCap(socket.rooms, room)) return { ok: false, code: 'too_many_rooms' };
    await socket.join(room);
    return { ok: true };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: boolean }> {
    const room = (body as { room?: unknown } | undefined)?.room;
    if (typeof room === 'string' && this.rooms.isEntityRoom(room)) await socket.leave(room);
    return { ok: true };
  }

  private refuse(socket: Socket): void {
    socket.emit('unauthorized', { code: 'unauthenticated' });
    socket.disconnect(true);
  }

  /** Puts the socket in the rooms of its user and role only (leaving any it was in). */
  private async enterRooms(socket: Socket, user: SocketUser): Promise<void> {
    for (const room of socket.rooms) if (room !== socket.id) await socket.leave(room);
    socket.data['user'] = user;
    const rooms = [userRoom(user.id), roleRoom(user.role)];
    await socket.join(rooms);
    socket.emit('ready', { rooms });
  }

  /** One check at a time; a request during a check runs another after it. */
  private recheckSessions(): void {
    if (this.rechecking) {
      this.recheckAgain = true;
      return;
    }
    this.rechecking = this.recheck()
      .catch(() => undefined)
      .finally(() => {
        this.rechecking = undefined;
        if (this.recheckAgain) {
          this.recheckAgain = false;
          this.recheckSessions();
        }
      });
  }

  private async recheck(): Promise<void> {
    const sockets = [...(this.server?.sockets.sockets.values() ?? [])].filter((socket) => typeof socket.data['tokenHash'] === 'string');
    if (sockets.length === 0) return;
    const live = await this.sessions.findLive([...new Set(sockets.map((socket) => socket.data['tokenHash'] as string))]);
    for (const socket of sockets) {
      const user = live.get(socket.data['tokenHash'] as string);
      if (!user) {
        this.refuse(socket);
        continue;
      }
      const current = socket.data['user'] as SocketUser | undefined;
      if (current?.role !== user.role) await this.enterRooms(socket, { id: user.id, role: user.role });
    }
  }
}
