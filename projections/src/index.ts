export * from "./database/database";
export * from "./database/pg-database";
export * from "./database/pglite-database";
export * from "./database/open-database";
export * from "./database/accent-fold";
export * from "./database/trigram-index";
export * from "./runtime/projector";
export * from "./users/users.projector";
export * from "./users/users-schema";
export * from "./users/users-list-indexes";
export * from "./customers/customers.projector";
export * from "./customers/customers-schema";
export * from "./customers/customers-list-indexes";
export * from "./jobs/jobs.projector";
export * from "./jobs/jobs-schema";
export * from "./sessions/sessions.projector";
export * from "./sessions/sessions-schema";
export * from "./runtime/projection-runtime";
export * from "./runtime/runtime-status";
export * from "./runtime/runtime-logger";
export * from "./runtime/retry-policy";
export * from "./runtime/unknown-projector.error";
export {
  ALL_EVENT_TYPES,
  ProjectionApplyError,
} from "./runtime/projector-slot";
export { CHECKPOINTS_TABLE } from "./runtime/checkpoint-store";
export * from "./runtime/projections-cli";
export * from "./activity-log/activity-log.projector";
export * from "./activity-log/activity-operation";
export * from "./activity-log/activity-log-row";
export * from "./all-projectors";
export * from "./workers/workers.projector";
export * from "./workers/workers-schema";
export * from "./workers/workers-list-indexes";
export * from "./workers/workers-batch";
export * from "./activity-log/activity-labels";
