import { Controller, Get, Inject } from '@nestjs/common';
import type { z } from 'zod';
import { auditQuery, shipmentNumberParams } from '@parcel/contracts';
import { ROLES } from '@parcel/domain';
import { CurrentUser, Roles } from '../http/auth.js';
import { Params, Query } from '../http/validation.js';
import type { AuthenticatedUser } from '../identity/session-lookup.js';
import { ShipmentAuditQueries } from './queries/shipment-audit.queries.js';

/** GET /api/audit/shipment/{n}[?as_of=]: every event of a shipment and its parcels, and the shipment as of a moment (admins). */
@Controller('audit/shipment')
export class AuditController {
  constructor(@Inject(ShipmentAuditQueries) private readonly audit: ShipmentAuditQueries) {}

  @Get(':internalNumber')
  @Roles(ROLES.admin)
  shipment(
    @Params(shipmentNumberParams) params: z.output<typeof shipmentNumberParams>,
    @Query(auditQuery) query: z.output<typeof auditQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.audit.audit(params.internalNumber, user, query.as_of);
  }
}
