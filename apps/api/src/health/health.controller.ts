import { Controller, Get, Inject } from '@nestjs/common';
import { sql } from 'kysely';
import { formatPosition } from '@parcel/event-store';
import { Public } from '../http/auth.js';
import { INFRA } from '../shared/tokens.js';
import type { Infrastructure } from '../bootstrap/infrastructure.js';

/** Liveness for compose health checks and operators; no secrets. */
@Controller()
export class HealthController {
  constructor(@Inject(INFRA) private readonly infra: Infrastructure) {}

  @Get('health')
  @Public()
  async health() {
    await sql`SELECT 1`.execute(this.infra.database.db);
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
