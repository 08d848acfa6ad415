import { Controller, Get, Headers, Inject } from '@nestjs/common';
import { sql } from 'kysely';
import { formatPosition } from '@parcel/event-store';
import { ROLES } from '@parcel/domain';
import { Public, bearerToken } from '../http/auth.js';
import { SessionLookup } from '../identity/session-lookup.js';
import { INFRA } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';

/** Liveness for compose health checks and operators; no secrets. Projection positions only for admins. */
@Controller()
export class HealthController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(SessionLookup) private readonly sessions: SessionLookup,
  ) {}

  @Get('health')
  @Public()
  async health(@Headers('authorization') authorization?: string) {
    await sql`SELECT 1`.execute(this.infra.database.db);
    const token = bearerToken(authorization);
    const caller = token ? await this.sessions.find(token) : undefined;
    const status = {
      status: 'ok',
      mode: this.infra.config.embedded ? 'embedded' : 'distributed',
      bus: this.infra.bus.connected ? 'connected' : 'disconnected',
    };
    if (caller?.role !== ROLES.admin) return status;
    return {
      status: 'ok',
      mode: this.infra.config.embedded ? 'embedded' : 'distributed',
      bus: this.infra.bus.connected ? 'connected' : 'disconnected',
      projections: (this.infra.projector?.runners ?? []).map((r) => ({
        name: r.name,
        active: r.active,
        checkpoint: r.checkpoint ? formatPosition(r.checkpoint) : null,
      })),
    };
  }
}
