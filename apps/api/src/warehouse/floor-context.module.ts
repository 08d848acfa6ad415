import { Module } from '@nestjs/common';
import { FloorContext } from './floor-context.js';
import { WorkstationStreams } from './workstation-streams.js';

/**
 * Where a scan happens (FloorContext) and the workstation streams: imported by
 * the warehouse module and by every part of the floor that scans (scanning,
 * sorting, intake...), so those parts never import the warehouse module back.
 */
@Module({
  providers: [WorkstationStreams, FloorContext],
  exports: [WorkstationStreams, FloorContext],
})
export class FloorContextModule {}
