import { Controller, Get, Headers, Inject } from '@nestjs/common';
import { sql } from 'kysely';
import { formatPosition, type Position } from '@parcel/event-store';
import { ROLES } from '@parcel/domain';
import type { Infrastructure } from '../bootstrap/infrastructure.js';
import { Public, bearerToken } from '../http/auth.js';
import { SessionLookup } from '../identity/session-lookup.js';
import { INFRA } from '../shared/tokens.js';
import { ProcessManagers } from './process-managers.js';

const runnerView = (runner: { name: string; active: boolean; checkpoint: Position | undefined }) => ({
  name: runner.name,
  active: runner.active,
  checkpoint: runner.checkpoint ? formatPosition(runner.checkpoint) : null,
});

/** Liveness for compose health checks and operators; no secrets. The runners' positions only for admins. */
@Controller()
export class HealthController {
  constructor(
    @Inject(INFRA) private readonly infra: Infrastructure,
    @Inject(SessionLookup) private readonly sessions: SessionLookup,
    @Inject(ProcessManagers) private readonly processManagers: ProcessManagers,
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
      ...status,
      projections: (this.infra.projector?.runners ?? []).map(runnerView),
      process_managers: this.processManagers.status.map(runnerView),
    };
  }
}
