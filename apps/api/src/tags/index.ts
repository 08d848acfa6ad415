import type { ApiArea } from '../platform/area.js';
import { TAGS_ERRORS } from './tags.errors.js';
import { TagsModule } from './tags.module.js';

export const tagsArea: ApiArea = {
  name: 'tags',
  module: TagsModule,
  errors: TAGS_ERRORS,
};
