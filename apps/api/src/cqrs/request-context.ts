import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { warehouseById } from '@parcel/domain';
import type { AuthenticatedRequest } from '../http/auth.js';
import type { CommandContext } from './command-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The command context of an HTTP request: the correlation id comes from the
 * X-Correlation-Id header when it is a uuid, the causation is the request itself.
 */
export const Context = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const header = request.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && UUID.test(header) ? header : randomUUID();
  return {
    correlationId,
    causationId: randomUUID(),
    userId: request.user?.id ?? null,
    role: request.user?.role ?? null,
    // Everything a worker does at a workstation says where (the workstation's code, its warehouse's name).
    workstation: request.user?.workstation?.code ?? null,
    warehouse: request.user?.workstation ? (warehouseById(request.user.workstation.warehouseId)?.name ?? null) : null,
  };
});
