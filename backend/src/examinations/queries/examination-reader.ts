import { Inject, Injectable } from '@nestjs/common';
import {
  scopeOf,
  EXAMINATION_MESSAGES,
  EXAMINATION_PDF_MIN_LEVEL,
  HTTP_MESSAGES,
  workerDisplayName,
  type ExaminationDetail,
  type ExaminationStatusCode,
  type ExaminationVersion,
  type HazardAssignment,
  type HealthProtocolEntry,
  type Database,
  ageOn,
} from '@tutela/contracts';
import type { ExaminationTableRow } from '@tutela/projections';
import {
  examinationExists,
  examinationInScope,
  examinationVersion,
  examinationVersions,
  latestVisitFormVersion,
} from '@tutela/projections';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { toHazardRows } from '../../workers/public';
import { examinationIdFor } from '../domain/examination-identity';
import { canEditExamination, canReopenExamination, canSignExamination } from '../domain/examination-rules';
import { nextVisitDate, protocolNextPeriod, suggestedExaminations } from '../domain/visit-schedule';
import { mayReadClinicalData, mayReadExaminationHistory, rolesOf } from '../infrastructure/examination-access';
import { ExaminationWorkers, type ExaminationWorkerRow } from '../infrastructure/examination-workers';
import { recordHealthDataRead } from '../infrastructure/health-data-reads';
import { toFileRows, toVersion, toVersionSummary } from './examination-row-mapping';

const notFound = () => new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');

/**
 * Reads one visit for the examination screen, the archived versions and the PDF. The routes' @ClinicalData()
 * applies the clinical-data rule before anything is read (403); here scope (outside → 404) and the same rule again
 * for callers that are not routes, and every read that shows clinical data leaves a row in health_data_reads.
 */
@Injectable()
export class ExaminationReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly workers: ExaminationWorkers,
  ) {}

  /** The row in the caller's scope, else 404; 403 when they may not read clinical data. */
  async row(examinationId: string, principal: Principal): Promise<ExaminationTableRow> {
    const row = await examinationInScope(this.db, scopeOf(principal), examinationId);
    if (!row) throw notFound();
    if (!mayReadClinicalData(principal)) throw new DomainError(HTTP_MESSAGES.notAuthorized, 'forbidden');
    return row;
  }

  async detail(examinationId: string, principal: Principal, today: Date = new Date()): Promise<ExaminationDetail> {
    const row = await this.row(examinationId, principal);
    const worker = await this.workers.inScope(row.worker_id, scopeOf(principal));
    const versions = await examinationVersions(this.db, row.id);
    await this.audit(principal, row.id, row.worker_id, 'visita');
    const doctorIds = [row.doctor_id, ...versions.map((version) => version.signed_by_id)];
    const detail = this.compose(principal, worker, today, {
      id: row.id,
      kind: row.kind as ExaminationDetail['kind'],
      type_id: row.type_id,
      time_key: row.time_key,
      examinationdate: row.examination_date,
      status: row.status as ExaminationStatusCode,
      outcome: row.outcome,
      outcome_bis: row.outcome_bis,
      exdata: row.exdata,
      form_code: row.form_code,
      form_version: row.form_version,
      job: { id: row.job_id, name: row.job_name },
      hazards: toHazardRows((row.hazards ?? []) as HazardAssignment[]),
      versions: versions.map(toVersionSummary),
      files: toFileRows(row.files),
      revision: Number(row.revision),
    });
    return { ...detail, can_history: mayReadExaminationHistory(principal, doctorIds) };
  }

  /** By the route's key: the visit when started, else a draft of a new periodic visit for that worker. */
  async byKey(workerId: string, timeKey: string, principal: Principal, today: Date = new Date()): Promise<ExaminationDetail> {
    const worker = await this.workers.inScope(workerId, scopeOf(principal)).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'not_found') throw new DomainError(EXAMINATION_MESSAGES.KEY_INVALID, 'not_found');
      throw error;
    });
    const id = examinationIdFor(workerId, timeKey);
    if (await examinationExists(this.db, id)) return this.detail(id, principal, today);
    if (!mayReadClinicalData(principal)) throw new DomainError(HTTP_MESSAGES.notAuthorized, 'forbidden');
    const formVersion = await latestVisitFormVersion(this.db);
    return this.compose(principal, worker, today, {
      id: null,
      kind: 'VIS',
      type_id: 10,
      time_key: timeKey,
      examinationdate: today.toISOString().slice(0, 10),
      status: 0,
      outcome: null,
      outcome_bis: null,
      exdata: {},
      form_code: 'VIS',
      form_version: formVersion ?? 1,
      job: { id: worker.job_id, name: worker.job_name },
      hazards: toHazardRows((worker.hazards ?? []) as HazardAssignment[]),
      versions: [],
      files: [],
      revision: -1,
    });
  }

  async version(examinationId: string, version: number, principal: Principal): Promise<ExaminationVersion> {
    const row = await this.row(examinationId, principal);
    const archived = await examinationVersion(this.db, row.id, version);
    if (!archived) throw notFound();
    await this.audit(principal, row.id, row.worker_id, `versione ${version}`);
    return toVersion(archived);
  }

  async audit(principal: Principal, examinationId: string, workerId: string, what: string): Promise<void> {
    await recordHealthDataRead(this.db, principal, { examinationId, workerId, what });
  }

  private compose(
    principal: Principal,
    worker: ExaminationWorkerRow,
    today: Date,
    own: Omit<
      ExaminationDetail,
      'worker' | 'protocol_next_period' | 'suggested_examinations' | 'can_edit' | 'can_sign' | 'can_reopen' | 'can_pdf' | 'can_history'
    >,
  ): ExaminationDetail {
    const roles = rolesOf(principal);
    const age = ageOn(worker.birth_date, today);
    const protocol = (worker.health_protocol ?? []) as HealthProtocolEntry[];
    const next = nextVisitDate(own.examinationdate, null, protocol, age);
    const signed = own.status === 1;
    const isVisit = own.kind === 'VIS';
    return {
      ...own,
      worker: {
        id: worker.id,
        name: workerDisplayName(worker.first_name, worker.last_name),
        birth_date: worker.birth_date,
        age,
        customer_id: worker.customer_id,
        company_name: worker.company_name ?? '',
        job: worker.job_name ? { name: worker.job_name } : null,
      },
      protocol_next_period: isVisit ? protocolNextPeriod(protocol) : null,
      suggested_examinations: isVisit
        ? suggestedExaminations(protocol, worker.exam_last ?? {}, next, today.toISOString().slice(0, 10), age)
        : [],
      can_edit: canEditExamination(roles) && !signed,
      can_sign: isVisit && canSignExamination(roles) && !signed,
      can_reopen: isVisit && canReopenExamination(roles) && signed,
      can_pdf: isVisit && own.id !== null && principal.level >= EXAMINATION_PDF_MIN_LEVEL,
      // A draft has no history yet; a started visit's own rule is applied by detail().
      can_history: false,
    };
  }
}
