import { HISTORY_MESSAGES, redactSecrets, type RecordedEvent } from '@tutela/contracts';
import type { DomainEvent } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';

/** The part of a decider history needs: how a stream folds into a record. */
export interface HistoryFold<TState> {
  initialState(): TState;
  evolve(state: TState, event: DomainEvent): TState;
}

/** A field change before labels are put on it. */
export interface RawChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One event with the record before and after it. */
export interface FoldedStep<TState> {
  event: RecordedEvent;
  before: TState;
  after: TState;
  changes: RawChange[];
}

/** Where to stop folding: after a revision, or after the last event that happened at or before a moment. */
export type HistoryPoint = { revision: number } | { at: Date };

/**
 * The record as flat fields (`personal.firstName`), secrets removed, so two states compare field by field.
 * Arrays stay whole: a list of hazards changes as one field and the diff shows it before and after.
 */
export function flattenFields(value: unknown, prefix = ''): Record<string, unknown> {
  const clean = redactSecrets(value);
  const out: Record<string, unknown> = {};
  const walk = (node: unknown, path: string) => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      const entries = Object.entries(node);
      if (entries.length === 0 && path) out[path] = {};
      for (const [key, inner] of entries) walk(inner, path ? `${path}.${key}` : key);
      return;
    }
    if (path) out[path] = node ?? null;
  };
  walk(clean, prefix);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs, in the order of the newer record (then the ones that disappeared). */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): RawChange[] {
  const changes: RawChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (!same(before[field], value))
      changes.push({
        field,
        before: before[field] ?? null,
        after: value ?? null,
      });
  }
  for (const [field, value] of Object.entries(before)) {
    if (!(field in after) && value !== null) changes.push({ field, before: value, after: null });
  }
  return changes;
}

/** Every event of the stream with the record before and after it, and what changed. */
export function foldSteps<TState>(
  events: readonly RecordedEvent[],
  fold: HistoryFold<TState>,
  fields: (state: TState) => Record<string, unknown>,
): FoldedStep<TState>[] {
  const steps: FoldedStep<TState>[] = [];
  let state = fold.initialState();
  let flat = fields(state);
  for (const event of events) {
    const next = fold.evolve(state, { type: event.type, data: event.data });
    const nextFlat = fields(next);
    steps.push({
      event,
      before: state,
      after: next,
      changes: diffFields(flat, nextFlat),
    });
    state = next;
    flat = nextFlat;
  }
  return steps;
}

/**
 * The events up to the point. Events are in revision order and each carries its own `occurredAt`, so "at a
 * date" is the last event that had happened by then; a point before the first event is an error the UI shows.
 */
export function eventsUntil(events: readonly RecordedEvent[], point: HistoryPoint): RecordedEvent[] {
  const kept =
    'revision' in point
      ? events.filter((event) => event.revision <= point.revision)
      : events.filter((event) => Date.parse(event.metadata.occurredAt) <= point.at.getTime());
  if (kept.length === 0) throw DomainError.validation('at' in point ? 'at' : 'revision', HISTORY_MESSAGES.BEFORE_FIRST_EVENT);
  return kept;
}

/** The record folded up to the point, with the last event it includes. */
export function stateAt<TState>(
  events: readonly RecordedEvent[],
  fold: HistoryFold<TState>,
  point: HistoryPoint,
): { state: TState; last: RecordedEvent } {
  const kept = eventsUntil(events, point);
  const state = kept.reduce((current, event) => fold.evolve(current, { type: event.type, data: event.data }), fold.initialState());
  return { state, last: kept[kept.length - 1] };
}

/**
 * A fold that passes over event types it does not know (written by a newer version of a context) instead of
 * failing: a history must still show the events it can read.
 */
export function tolerantFold<TState>(fold: HistoryFold<TState>, knownTypes: readonly string[]): HistoryFold<TState> {
  const known = new Set(knownTypes);
  return {
    initialState: () => fold.initialState(),
    evolve: (state, event) => (known.has(event.type) ? fold.evolve(state, event) : state),
  };
}
