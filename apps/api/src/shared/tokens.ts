/** Nest injection tokens (explicit, so no decorator metadata is needed). */
export const INFRA = Symbol('Infrastructure');
export const CLOCK = Symbol('Clock');

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
