/**
 * What a context uses to give its records a history (its own `<ctx>/history/<kind>.history-kind.ts`): the kind's
 * definition and the fold helpers. Everything else in history/ is private to it.
 */
export { defineHistoryKind, type HistoryContext, type HistoryKindDefinition } from './history-kind';
export { flattenFields, tolerantFold, type HistoryFold } from './domain/record-timeline';
