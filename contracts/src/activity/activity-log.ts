/**
 * The activity log ("Ultime attività", spec part 1 §3 and §9): shared by the projector that writes it, the API
 * that serves `GET /api/md/activities/log` and the UI that shows it.
 */

/** The operation shown in the "operazione effettuata" column, keyed by the spec's original descriptions. */
export const ACTIVITY_OPERATIONS = {
  created: 'INSERIMENTO',
  updated: 'MODIFICA',
  deleted: 'ELIMINAZIONE',
  download: 'DOWNLOAD ESAME',
  download_zip: 'DOWNLOAD ESAMI',
  // Ours: the audit's own events (an integrity verification, a record's history downloaded for an inspector).
  verified: 'VERIFICA INTEGRITÀ',
  exported: 'ESPORTAZIONE STORICO',
} as const;
export type ActivityOperation = (typeof ACTIVITY_OPERATIONS)[keyof typeof ACTIVITY_OPERATIONS];
export const ACTIVITY_OPERATION_VALUES: readonly ActivityOperation[] = Object.values(ACTIVITY_OPERATIONS);

/**
 * Subject type ("effettuata su") by stream category. The spec names the first four; the others follow the same
 * style so every stream of the log has a readable subject.
 */
export const ACTIVITY_SUBJECT_TYPES = {
  worker: 'LAVORATORE',
  customer: 'CLIENTE',
  examination: 'ESAME',
  job: 'MANSIONE',
  user: 'UTENTE',
  dvr: 'DVR',
  appointment: 'APPUNTAMENTO',
  calresource: 'RISORSA',
  chat: 'CHAT',
  entity: 'ENTE',
  import: 'IMPORTAZIONE',
  audit: 'REGISTRO EVENTI',
} as const;
export type ActivitySubjectCategory = keyof typeof ACTIVITY_SUBJECT_TYPES;
export type ActivitySubjectType = (typeof ACTIVITY_SUBJECT_TYPES)[ActivitySubjectCategory];

/**
 * Subject type of a stream category. A category added later without a label still shows up (upper-cased)
 * instead of disappearing from the log.
 */
export function activitySubjectType(category: string): string {
  return Object.prototype.hasOwnProperty.call(ACTIVITY_SUBJECT_TYPES, category)
    ? ACTIVITY_SUBJECT_TYPES[category as ActivitySubjectCategory]
    : category.toUpperCase();
}

/** Minimum level that sees the activity-log button and may call the endpoint (spec part 1 §6, §9). */
export const ACTIVITY_LOG_MIN_LEVEL = 8;

/** Name of the read-model table and of its projector. */
export const ACTIVITY_LOG_TABLE = 'activity_log';
export const ACTIVITY_LOG_PROJECTOR = 'activity-log';

/** A row of the `activity_log` read model as the API reads it. */
export interface ActivityLogRow {
  /** Global position of the event: primary key and newest-first order. */
  position: number;
  event_id: string;
  event_type: string;
  /** Stream category (`worker`, `customer`, …): the `logName` filter of the endpoint. */
  log_name: string;
  subject_type: string;
  /** Id of the stream: the `subjectId` filter of the endpoint. */
  subject_id: string;
  /** The operation (INSERIMENTO, MODIFICA, …): the spec calls this column `description`. */
  description: ActivityOperation;
  /** When the change happened (the event's `occurredAt`), served as created_at/updated_at. */
  operation_date: string | Date;
  /** Who did it (metadata actorId/actorName/actorRole); null only for events written without an actor. */
  causer_id: string | null;
  causer_name: string | null;
  causer_role: string | null;
  entity_id: string | null;
  customer_id: string | null;
  factory_id: string | null;
  /** A short Italian sentence with the changed fields; never contains secrets. */
  summary: string;
  /** The event's data without secret-like keys, plus correlation metadata. */
  properties: ActivityLogProperties;
}

export interface ActivityLogProperties {
  attributes: unknown;
  schemaVersion: number;
  revision: number;
  correlationId: string;
  causationId: string | null;
  commandId: string;
}
