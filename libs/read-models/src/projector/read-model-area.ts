import type { Migration } from 'kysely/migration';
import type { Projection } from './projection.js';

/**
 * What one business area keeps in the read-model database: its projections and
 * its migrations (timestamped names, so the areas' migrations run in one global
 * order). Adding an area = one entry in READ_MODEL_AREAS (../areas.ts).
 */
export interface ReadModelArea {
  readonly name: string;
  readonly projections: readonly Projection[];
  readonly migrations: Readonly<Record<string, Migration>>;
}
