import {
  EXAMINATION_HISTORY_DOCTOR_LEVEL,
  HTTP_MESSAGES,
  workerDisplayName,
  type ExaminationEventType,
  type ExaminationStateDetail,
  type Database,
} from '@tutela/contracts';
import { examinationDecider, type ExaminationEvent } from '../domain/examination.decider';
import type { ExaminationState } from '../domain/examination-state';
import { mayReadExaminationHistory } from '../infrastructure/examination-access';
import { ExaminationReader } from '../queries/examination-reader';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';

const EXAMINATION_EVENT_TYPES = [
  'ExaminationStarted',
  'ExaminationDataSaved',
  'ExaminationSigned',
  'ExaminationReopened',
  'ExaminationFileAttached',
  'ExaminationFileDeleted',
] as const satisfies readonly ExaminationEventType[];

export const examinationHistoryFold = tolerantFold<ExaminationState>(
  {
    initialState: examinationDecider.initialState,
    evolve: (state, event) => examinationDecider.evolve(state, event as ExaminationEvent),
  },
  EXAMINATION_EVENT_TYPES,
);

/**
 * The visit's data with its own form version: the form answers under `data.`, plus date, state, signed versions
 * and the attached files by name (ids and hashes say nothing to a reader). The start facts (worker, customer,
 * job) never change, so they are left out of the diff.
 */
export function examinationHistoryFields(state: ExaminationState): Record<string, unknown> {
  if (state.status === 'absent') return {};
  return flattenFields({
    kind: state.kind,
    examinationDate: state.examinationDate,
    state: state.status === 'signed' ? 'FI' : state.openStatus,
    formCode: state.formCode,
    formVersion: state.formVersion,
    signedVersions: state.signedVersions,
    data: state.data,
    files: state.files.map((file) => file.fileName),
  });
}

/** The visit's data and form version as they stood, for the read-only form. */
export function examinationDetailAt(state: ExaminationState): ExaminationStateDetail | null {
  if (state.status === 'absent') return null;
  return {
    kind: state.kind,
    examinationdate: state.examinationDate,
    status: state.status === 'signed' ? 'FI' : state.openStatus,
    exdata: state.data,
    form_code: state.formCode,
    form_version: state.formVersion,
    versions: state.signedVersions,
    files: state.files.map((file) => file.fileName),
  };
}

const italianDate = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
};

/** Today's visit as the history needs it: the read model row and who signed any of its versions. */
export interface ExaminationHistoryCurrent {
  id: string;
  workerId: string;
  workerName: string;
  examinationDate: string;
  doctorIds: (string | null)[];
}

/**
 * Visits (and INV / VAC records). The routes' @ClinicalData() refuses callers without a clinical role (403) in
 * every application, and the examinations context's reader applies the same rule with its scope (404 outside);
 * the route lets level 6 in for this kind and `current` keeps only auditors and the visit's own doctor (403 for
 * anyone else). Each answered read leaves one health-data read ('cronologia').
 */
export const EXAMINATION_HISTORY_KIND = defineHistoryKind<ExaminationState, ExaminationHistoryCurrent, ExaminationStateDetail>({
  kind: 'examination',
  minLevel: EXAMINATION_HISTORY_DOCTOR_LEVEL,
  fold: examinationHistoryFold,
  fields: examinationHistoryFields,
  status: (state) => (state.status === 'open' ? state.openStatus : state.status),
  current: async (id, { principal, moduleRef }) => {
    const reader = moduleRef.get(ExaminationReader, { strict: false });
    const db = moduleRef.get<Database>(DATABASE, { strict: false });
    const row = await reader.row(id, principal);
    const { rows: signers } = await db.query<{ signed_by_id: string }>(
      'SELECT signed_by_id FROM examination_versions WHERE examination_id = $1',
      [id],
    );
    const { rows: workers } = await db.query<{
      first_name: string | null;
      last_name: string | null;
    }>('SELECT first_name, last_name FROM workers WHERE id = $1', [row.worker_id]);
    const doctorIds = [row.doctor_id, ...signers.map((s) => s.signed_by_id)];
    // Checked here rather than in mayRead, for the 403 (mayRead's refusal is a 404).
    if (!mayReadExaminationHistory(principal, doctorIds)) throw new DomainError(HTTP_MESSAGES.notAuthorized, 'forbidden');
    const worker = workers[0];
    return {
      id: row.id,
      workerId: row.worker_id,
      workerName: worker ? workerDisplayName(worker.first_name ?? '', worker.last_name ?? '') : '',
      examinationDate: row.examination_date,
      doctorIds,
    };
  },
  // A health-data read like any other view of the visit's clinical data, once the answer is built.
  recordRead: (current, { principal, moduleRef }) =>
    moduleRef.get(ExaminationReader, { strict: false }).audit(principal, current.id, current.workerId, 'cronologia'),
  detailAt: (state) => examinationDetailAt(state),
  // The page shows the title as is: the date in the UI's dd/MM/yyyy.
  title: (current) => [current.workerName, italianDate(current.examinationDate)].filter(Boolean).join(' – '),
  fieldLabels: {
    examinationDate: 'data visita',
    state: 'stato',
    formCode: 'modulo',
    formVersion: 'versione del modulo',
    signedVersions: 'versioni firmate',
    files: 'allegati',
  },
});
