import { Module } from '@nestjs/common';
import { ClientsModule } from '../../clients/clients.module.js';
import { ShipmentsModule } from '../../shipments/shipments.module.js';
import { StatusesModule } from '../../statuses/index.js';
import { FloorContextModule } from '../floor-context.module.js';
import { ProblematicSectorsModule } from '../problematic-sectors/problematic-sectors.module.js';
import { ClientAliases } from './client-aliases.js';
import { ClientAliasesController } from './client-aliases.controller.js';
import { CommentExternalInboundHandler } from './comment-external-inbound/comment-external-inbound.js';
import { ExternalInboundController } from './external-inbound.controller.js';
import { FloorAnswer } from './floor-answer.js';
import { IntakeController } from './intake.controller.js';
import { IntakeStreams } from './intake-streams.js';
import { ClientAliasesQueries } from './queries/client-aliases.queries.js';
import { ExternalInboundsQueries } from './queries/external-inbounds.queries.js';
import { ReceiveExternalInboundHandler } from './receive-external-inbound/receive-external-inbound.js';
import { ResolveClientAliasHandler } from './resolve-client-alias/resolve-client-alias.js';
import { ScanAndAssignHandler } from './scan-and-assign/scan-and-assign.js';

/**
 * Intake with client assignment, external inbound and unknown client aliases
 * (issue 11). Exports ClientAliases: which client a name on a label means.
 */
@Module({
  imports: [FloorContextModule, ProblematicSectorsModule, ShipmentsModule, ClientsModule, StatusesModule],
  controllers: [IntakeController, ExternalInboundController, ClientAliasesController],
  providers: [
    IntakeStreams,
    ClientAliases,
    FloorAnswer,
    ExternalInboundsQueries,
    ClientAliasesQueries,
    ScanAndAssignHandler,
    ReceiveExternalInboundHandler,
    CommentExternalInboundHandler,
    ResolveClientAliasHandler,
  ],
  exports: [ClientAliases],
})
export class IntakeModule {}
