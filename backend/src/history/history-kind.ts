import type { ModuleRef } from '@nestjs/core';
import type { HistoryKind, RecordedEvent } from '@tutela/contracts';
import type { Principal } from '../auth/principal';
import type { HistoryFold } from './domain/record-timeline';

/** What a kind's card reading needs: the caller and a way to reach the context's own reader or query bus. */
export interface HistoryContext {
  principal: Principal;
  moduleRef: ModuleRef;
}

/**
 * One record kind with a history: one small file per kind (see kinds/). The stream is `<kind>-<id>`; the fold is
 * the context's own decider evolve; `current` reads today's card inside the caller's scope, which is both the
 * scope check (out of scope → the context's own 404) and the source of linked names a fold cannot rebuild.
 */
export interface HistoryKindDefinition<TState = unknown, TCurrent = unknown, TDetail = unknown> {
  kind: HistoryKind;
  /**
   * The lowest level, in the request's application, that may ask for this kind (HISTORY_MIN_LEVEL when absent);
   * a kind that lowers it keeps its stricter rule in `current` or `mayRead`.
   */
  minLevel?: number;
  fold: HistoryFold<TState>;
  /** The record as flat comparable fields (flattenFields of the state, usually). */
  fields(state: TState): Record<string, unknown>;
  /** The status word of the folded state (`active`, `resigned`…). */
  status(state: TState): string;
  /** Today's card, or the context's 404 when the caller may not see it. */
  current(id: string, context: HistoryContext): Promise<TCurrent>;
  /** The record's name for the page title. */
  title(current: TCurrent): string;
  /** The card's shape as it stood (read-only), or null when this kind has no card mapping yet. */
  detailAt?(state: TState, current: TCurrent, at: { revision: number; occurredAt: Date }): TDetail | null;
  /** What `detailAt` takes from today's card instead of the fold, said to the reader. */
  asOfToday?: string;
  /**
   * The timeline's sentence for this caller, from the activity log's one (default: that sentence unchanged),
   * e.g. a chat message's text for its participants only.
   */
  entrySummary?(event: RecordedEvent, summary: string, principal: Principal, current: TCurrent): string;
  /** Field labels this kind adds to the activity log's ones (dotted path or last segment). */
  fieldLabels?: Readonly<Record<string, string>>;
  /**
   * A rule stricter than the route's level (e.g. examinations: the subject's own doctor). The route already
   * requires HISTORY_MIN_LEVEL in the request's application.
   */
  mayRead?(principal: Principal, current: TCurrent): boolean;
  /**
   * After the timeline or a past state has been built for the caller (never on a refusal or a failure): a kind
   * whose history holds clinical data records the health-data read here, once per request.
   */
  recordRead?(current: TCurrent, context: HistoryContext): Promise<void>;
}

/** Keeps a kind file typed while letting the registry hold kinds of different states. */
export function defineHistoryKind<TState, TCurrent, TDetail>(
  definition: HistoryKindDefinition<TState, TCurrent, TDetail>,
): HistoryKindDefinition<unknown, unknown, unknown> {
  return definition as unknown as HistoryKindDefinition<unknown, unknown, unknown>;
}
