import { Module } from '@nestjs/common';
import { CreateStatusTypeHandler } from './create-status-type/create-status-type.js';
import { DeleteStatusTypeHandler } from './delete-status-type/delete-status-type.js';
import { StatusTypesQueries } from './queries/status-types.queries.js';
import { StatusTypesSeeder } from './seed-status-types.js';
import { StatusTypeGroupsController } from './status-type-groups.controller.js';
import { StatusTypeStreams } from './status-type-streams.js';
import { StatusTypes } from './status-types.js';
import { StatusTypesController } from './status-types.controller.js';
import { StatusesLiveRules } from './statuses.live.js';
import { UpdateStatusTypeHandler } from './update-status-type/update-status-type.js';

/**
 * Status types and their groups (spec/02 §7 "Status types", spec/03 §7 status
 * type groups). Exports StatusTypes: other areas check and name statuses with it.
 */
@Module({
  controllers: [StatusTypesController, StatusTypeGroupsController],
  providers: [
    StatusTypes,
    StatusTypeStreams,
    StatusTypesQueries,
    StatusTypesSeeder,
    StatusesLiveRules,
    CreateStatusTypeHandler,
    UpdateStatusTypeHandler,
    DeleteStatusTypeHandler,
  ],
  exports: [StatusTypes, StatusesLiveRules],
})
export class StatusesModule {}
