/**
 * An aggregate as a decider (Emmett / Dudycz): decide(command, state) → events, evolve(state, event) → state.
 * Pure: the clock and ids come in with the command. Deciders live in each context's domain/ folder.
 */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

export interface Decider<TCommand, TState, TEvent extends DomainEvent> {
  initialState(): TState;
  evolve(state: TState, event: TEvent): TState;
  decide(command: TCommand, state: TState): TEvent[];
}

export function fold<TState, TEvent extends DomainEvent>(
  decider: Pick<Decider<unknown, TState, TEvent>, 'initialState' | 'evolve'>,
  events: readonly TEvent[],
): TState {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
