import { clientsProjection } from '../clients/clients.projection.js';
import { usersProjection } from '../users/users.projection.js';
import type { Projection } from './projection.js';

/** Every read model the projector keeps. */
export const PROJECTIONS: readonly Projection[] = [usersProjection, clientsProjection];

export function findProjection(name: string): Projection | undefined {
  return PROJECTIONS.find((p) => p.name === name);
}
