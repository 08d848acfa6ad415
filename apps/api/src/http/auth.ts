import {
  Inject,
  Injectable,
  SetMetadata,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { DomainError, isRole, type Role } from '@parcel/domain';
import { PublicFileTokens } from '../identity/public-file-tokens.js';
import { SessionLookup, type AuthenticatedUser } from '../identity/session-lookup.js';

const ROLES_KEY = 'roles';
const PUBLIC_KEY = 'public';

/** Which roles may call the endpoint. Every endpoint declares this or @Public(). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
export const Public = () => SetMetadata(PUBLIC_KEY, true);
const FILE_KEY = 'file';
/**
 * A file opened in a new window (label, report, tag): besides the bearer
 * token it takes `?_public_token=` (GET public_token): short-lived, bound to
 * the user's session; the route's own checks then decide what that user may read.
 */
export const FileRoute = () => SetMetadata(FILE_KEY, true);

export interface AuthenticatedRequest extends Request {
  user?: AuthenticatedUser;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Global guard, for HTTP routes and socket message handlers alike. Fails
 * closed: an endpoint that declares neither roles nor @Public() is refused.
 * HTTP: no or bad token -> 401, wrong role -> 403.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionLookup) private readonly sessions: SessionLookup,
    @Inject(PublicFileTokens) private readonly fileTokens: PublicFileTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) {
      return true;
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (!roles) throw new DomainError('forbidden', { reason: 'endpoint_declares_no_roles' });
    if (context.getType() === 'ws') {
      // Sockets authenticate once, on connection (the live gateway keeps the user in socket.data.user);
      // a socket that has not (yet) is refused.
      const user = context.switchToWs().getClient<{ data?: { user?: { role?: unknown } } }>().data?.user;
      return isRole(user?.role) && roles.includes(user.role);
    }
    const token = bearerToken(request.headers.authorization);
    const fileToken = !token && this.reflector.getAllAndOverride<boolean>(FILE_KEY, targets) ? request.query['_public_token'] : undefined;
    const user = token
      ? await this.sessions.find(token)
      : typeof fileToken === 'string'
        ? await this.fileTokens.user(fileToken)
        : undefined;
    if (!user) throw new DomainError('unauthenticated');
    request.user = user;
    if (!roles.includes(user.role)) throw new DomainError('forbidden');
    return true;
  }
}

/** The caller, as the guard authenticated it. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new DomainError('unauthenticated');
  return user;
});
