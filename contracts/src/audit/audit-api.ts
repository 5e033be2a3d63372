import type { ChainedEvent } from '../event-store/event-store.port';

/**
 * Tamper evidence of the event log and the inspector's export: shared by the verifier (CLI and API), the admin
 * page (/admtools/audit) and the "Ultime attività" dialog's download button.
 *
 * - POST /api/{app}/audit/verify                       → { data: AuditVerification } (level AUDIT_VERIFY_MIN_LEVEL)
 * - GET  /api/{app}/audit/verifications                → { data: AuditVerification[] } newest first (AUDIT_MIN_LEVEL)
 * - GET  /api/{app}/history/{kind}/{id}/export         → RecordHistoryExport as a JSON download (AUDIT_MIN_LEVEL)
 */

/** Sees the verifications and downloads a record's history (the activity log's level). */
export const AUDIT_MIN_LEVEL = 8;
/** Starts a verification: it reads every tenant's events, so only the platform's super administrators. */
export const AUDIT_VERIFY_MIN_LEVEL = 9;

/** Stream category of the audit's own events (a verification run, an export). */
export const AUDIT_STREAM_CATEGORY = 'audit';
export const AUDIT_EVENT_TYPES = {
  verified: 'AuditLogVerified',
  exported: 'AuditHistoryExported',
} as const;

/**
 * Record kinds whose history can be exported: the stream of a record is `<kind>-<id>`. `examination` is listed
 * ahead of its context: the export reads the stream, whatever wrote it.
 */
export const HISTORY_EXPORT_KINDS = ['user', 'entity', 'customer', 'worker', 'job', 'examination'] as const;
export type HistoryExportKind = (typeof HISTORY_EXPORT_KINDS)[number];
export const HISTORY_EXPORT_KIND_LABELS: Readonly<Record<HistoryExportKind, string>> = {
  user: 'Utente',
  entity: 'Ente',
  customer: 'Cliente',
  worker: 'Lavoratore',
  job: 'Mansione',
  examination: 'Visita',
};
export function isHistoryExportKind(kind: string): kind is HistoryExportKind {
  return (HISTORY_EXPORT_KINDS as readonly string[]).includes(kind);
}

export type AuditProblemKind = 'altered' | 'removed' | 'reordered' | 'inserted';
export const AUDIT_PROBLEM_LABELS: Readonly<Record<AuditProblemKind, string>> = {
  altered: 'Modificato',
  removed: 'Rimosso',
  reordered: 'Riordinato',
  inserted: 'Inserito',
};

/** One finding. Stream and revision are null for findings of the global checkpoints (a range of positions). */
export interface AuditProblem {
  kind: AuditProblemKind;
  stream: string | null;
  revision: number | null;
  position: number | null;
  /** Italian explanation, e.g. "contenuto diverso da quello registrato". */
  detail: string;
}

export interface AuditVerification {
  id: string;
  started_at: string;
  finished_at: string;
  ok: boolean;
  events_checked: number;
  streams_checked: number;
  checkpoints_checked: number;
  problem_count: number;
  /** The first problems found (at most AUDIT_PROBLEMS_KEPT); empty for callers below AUDIT_VERIFY_MIN_LEVEL. */
  problems: AuditProblem[];
  /** 'cli' (npm run audit) or 'api' (the admin page). */
  source: 'cli' | 'api';
  actor_name: string;
}
export const AUDIT_PROBLEMS_KEPT = 200;

/** The result of re-computing one stream's chain. */
export interface StreamChainCheck {
  ok: boolean;
  problems: AuditProblem[];
}

/** An archived version of the record (examinations: each signed version a reopening archived). */
export interface ArchivedRecordVersion {
  version: number;
  archived: boolean;
  /** Revision of the event that produced the version. */
  revision: number;
  data: unknown;
}

/**
 * An event as exported. `bodyHash` is the hash of the canonical body as stored, so the links can be re-checked
 * even where `data` had to be redacted (`redacted`: a secret-like key of an old event was left out of the file;
 * its body hash then cannot be recomputed from the file, only the link).
 */
export interface ExportedEvent extends ChainedEvent {
  bodyHash: string;
  redacted: boolean;
}

/** The inspector's file: everything needed to re-check the chain without access to the platform. */
export interface RecordHistoryExport {
  format: 'tutela-history/1';
  exported_at: string;
  exported_by: string;
  kind: HistoryExportKind;
  record_id: string;
  stream: string;
  /** How the hashes are computed, so they can be re-computed from this file alone. */
  hashing: {
    algorithm: 'SHA-256';
    genesis: string;
    body: string;
    link: string;
  };
  events: ExportedEvent[];
  chain: StreamChainCheck;
  archived_versions: ArchivedRecordVersion[];
}

export const AUDIT_MESSAGES = {
  NOT_SUPPORTED: "La verifica dell'integrità richiede l'event store PostgreSQL",
  RECORD_NOT_FOUND: 'Record non trovato',
  KIND_INVALID: 'Tipo di record non esportabile',
  ID_INVALID: 'Identificativo non valido',
  VERIFY_RUNNING: "Una verifica dell'integrità è già in corso",
} as const;
