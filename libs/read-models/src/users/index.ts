import type { ReadModelArea } from '../projector/read-model-area.js';
import * as checkpointsAndUsers from './migrations/2026-11-22T10-00-checkpoints-and-users.js';
import * as rateLimits from './migrations/2026-11-24T10-00-rate-limits.js';
import * as sessionActivity from './migrations/2026-11-24T11-00-session-activity.js';
import * as rateLimitsUnlogged from './migrations/2026-11-24T13-00-rate-limits-unlogged.js';
import * as dashboardIndexes from './migrations/2027-01-12T10-03-dashboard-users-indexes.js';
import { usersProjection } from './users.projection.js';

/**
 * Identity's read model (users, sessions, one-time links), and the tables the
 * identity area writes itself: rate-limit counters and the sessions' last use.
 * Its first migration also made the projection checkpoints.
 */
export const identityReadModels: ReadModelArea = {
  name: 'identity',
  projections: [usersProjection],
  migrations: {
    '2026-11-22T10-00-checkpoints-and-users': checkpointsAndUsers,
    '2026-11-24T10-00-rate-limits': rateLimits,
    '2026-11-24T11-00-session-activity': sessionActivity,
    '2026-11-24T13-00-rate-limits-unlogged': rateLimitsUnlogged,
    '2027-01-12T10-03-dashboard-users-indexes': dashboardIndexes,
  },
};
