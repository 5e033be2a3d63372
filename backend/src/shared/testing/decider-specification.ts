import type { Decider, DomainEvent } from '../decider';
import { fold } from '../decider';
import { DomainError } from '../domain-error';

/**
 * Given/when/then for deciders (Emmett's DeciderSpecification): given past events, when a command, then the
 * new events, or then a DomainError of a kind and, optionally, a field.
 */
export function deciderSpec<C, S, E extends DomainEvent>(decider: Decider<C, S, E>) {
  return {
    given(events: E[]) {
      return {
        when(command: C) {
          const run = () => decider.decide(command, fold(decider, events));
          return {
            then(expected: E[]) {
              expect(run()).toEqual(expected);
            },
            thenNothing() {
              expect(run()).toEqual([]);
            },
            thenFails(kind: DomainError['kind'], message?: string, field?: string) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(DomainError);
              const error = caught as DomainError;
              expect(error.kind).toBe(kind);
              if (message) expect(error.message).toBe(message);
              if (field) expect(Object.keys(error.fieldErrors)).toContain(field);
            },
          };
        },
      };
    },
  };
}
