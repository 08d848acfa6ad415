import { Module } from '@nestjs/common';
import { FloorController } from './floor.controller.js';
import { FloorQueries } from './floor.queries.js';

/** The live floor view: a read of the 'floor' read model (its notices reach admins: no area claims it, see LiveRooms). */
@Module({ controllers: [FloorController], providers: [FloorQueries] })
export class FloorModule {}
