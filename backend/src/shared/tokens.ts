/** Nest injection tokens for the infrastructure created once in main.ts / createApp. */
export const DATABASE = Symbol('DATABASE'); // projections' Database (pg pool or PGlite)
export const EVENT_STORE = Symbol('EVENT_STORE'); // contracts' EventStore port
export const PROJECTION_RUNTIME = Symbol('PROJECTION_RUNTIME'); // projections' ProjectionRuntime
export const APP_CONFIG = Symbol('APP_CONFIG'); // AppConfig
/** The projection runtime's onCommit where this process runs the projections (it hears of every read-model change), else null. */
export const READ_MODEL_COMMITS = Symbol('READ_MODEL_COMMITS');
