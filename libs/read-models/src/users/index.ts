import type { ReadModelArea } from '../projector/read-model-area.js';
import * as checkpointsAndUsers from './migrations/2026-11-22T10-00-checkpoints-and-users.js';
import { usersProjection } from './users.projection.js';

/** Identity's read model (users, sessions, one-time links). Its first migration also made the projection checkpoints. */
export const identityReadModels: ReadModelArea = {
  name: 'identity',
  projections: [usersProjection],
  migrations: { '2026-11-22T10-00-checkpoints-and-users': checkpointsAndUsers },
};
