import { Inject, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { ReadModelNotification } from '@parcel/platform';
import { ALL_ROLES } from '@parcel/domain';
import { INFRA } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { SessionLookup } from '../identity/session-lookup.js';
import { Roles, bearerToken } from '../http/auth.js';
import { audienceOf, mayJoin, roleRoom, userRoom, type SocketUser } from './rooms.js';

/** Event name under which sockets receive read-model changes. */
export const READ_MODEL_EVENT = 'read-model';

/**
 * socket.io at /socket.io. A socket authenticates with the same bearer token
 * (handshake auth.token or Authorization header), joins its user and role rooms,
 * may join entity rooms it is allowed to read, and receives the projector's
 * notifications for the rooms it is in.
 */
@WebSocketGateway({ path: '/socket.io', cors: { origin: true } })
@Roles(...ALL_ROLES)
export class LiveGateway implements OnGatewayConnection, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private unsubscribe: () => void = () => {};

  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(SessionLookup) private readonly sessions: SessionLookup,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.infra.bus.subscribe('rm.>', (payload) => {
      const note = payload as ReadModelNotification;
      if (typeof note?.readModel !== 'string' || !Array.isArray(note.ids)) return;
      this.server?.to(audienceOf(note.readModel, note.ids)).emit(READ_MODEL_EVENT, note);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  async handleConnection(socket: Socket): Promise<void> {
    const auth = socket.handshake.auth as { token?: unknown } | undefined;
    const token = typeof auth?.token === 'string' ? auth.token : bearerToken(socket.handshake.headers.authorization);
    const user = token ? await this.sessions.find(token).catch(() => undefined) : undefined;
    if (!user) {
      socket.emit('unauthorized', { code: 'unauthenticated' });
      socket.disconnect(true);
      return;
    }
    const socketUser: SocketUser = { id: user.id, role: user.role };
    socket.data['user'] = socketUser;
    await socket.join([userRoom(user.id), roleRoom(user.role)]);
    socket.emit('ready', { rooms: [userRoom(user.id), roleRoom(user.role)] });
  }

  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: boolean; code?: string }> {
    const user = socket.data['user'] as SocketUser | undefined;
    const room = (body as { room?: unknown } | undefined)?.room;
    if (!user) return { ok: false, code: 'unauthenticated' };
    if (typeof room !== 'string' || !mayJoin(user, room)) return { ok: false, code: 'forbidden' };
    await socket.join(room);
    return { ok: true };
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<{ ok: boolean }> {
    const room = (body as { room?: unknown } | undefined)?.room;
    if (typeof room === 'string' && room.includes(':') && !room.startsWith('user:') && !room.startsWith('role:')) await socket.leave(room);
    return { ok: true };
  }
}
