/** An event as the domain sees it: a type, a version and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** Folds a stream into state; pure. */
export function fold<State, Event>(
  evolve: (state: State, event: Event) => State,
  initial: State,
  events: readonly Event[],
): State {
  return events.reduce(evolve, initial);
}
