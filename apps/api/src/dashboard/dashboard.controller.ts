import { Controller, Get, Inject } from '@nestjs/common';
import type { DashboardResponse } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { ClientStreams } from '../clients/index.js';
import { CurrentUser, Roles } from '../http/auth.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { DashboardQueries } from './queries/dashboard.queries.js';

/**
 * GET app/v1/dashboard (spec/01 §2 "/dashboard: landing page after login"; its content is ours, docs/dashboard.md):
 * every role, each its own figures. A client's are computed from its own client only.
 */
@Controller('app/v1/dashboard')
export class DashboardController {
  constructor(
    @Inject(DashboardQueries) private readonly queries: DashboardQueries,
    @Inject(ClientStreams) private readonly clients: ClientStreams,
  ) {}

  @Get()
  @Roles(ROLES.admin, ROLES.warehouse_worker, ROLES.client)
  async get(@CurrentUser() user: AuthenticatedUser): Promise<DashboardResponse> {
    if (user.role === ROLES.admin) return this.queries.admin();
    if (user.role === ROLES.warehouse_worker) return this.queries.worker(user.id);
    return this.queries.client(user.id, await this.clients.ownClientId(user).catch(() => null));
  }
}
