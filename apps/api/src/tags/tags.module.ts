import { Module } from '@nestjs/common';
import { TagsController } from './tags.controller.js';

/** Tags (spec/02 §2 /tags): printable PDF tags; nothing is recorded, so no events and no read model. */
@Module({ controllers: [TagsController] })
export class TagsModule {}
