import { Injectable } from '@nestjs/common';
import { ageOn, scopeOf, EXAMINATION_MESSAGES, type HazardAssignment, type HealthProtocolEntry } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { FormSubmissions } from '../../forms/public';
import { CommandPipeline, type LoadedStream } from '../../shared/command-pipeline';
import { DomainError } from '../../shared/domain-error';
import type { SaveExamination } from '../domain/examination-commands';
import { examinationIdFor } from '../domain/examination-identity';
import type { ExaminationState } from '../domain/examination-state';
import { examinationStreamDeclaration } from '../domain/examination.stream';
import { chosenNextPeriod, nextVisitDate, performedTypeIds } from '../domain/visit-schedule';
import { actorOf } from '../infrastructure/examination-access';
import { ExaminationWorkers } from '../infrastructure/examination-workers';
import type { SaveExaminationRequestDto } from './save-examination/save-examination.request.dto';

/** What a save and a signature of the visit form share: the visit, the stream as read, the decider's fields. */
export interface VisitSubmission {
  examinationId: string;
  loaded: LoadedStream<ExaminationState>;
  fields: Omit<SaveExamination, 'type' | 'status'>;
}

/**
 * The visit form as the decider takes it, for a save (draft: required fields may wait) or a signature (final).
 * The id derives from (worker, time key), so the examination route's key finds the visit without a lookup table
 * and two tabs starting the same visit land on the same stream (the second is a 409, not a duplicate).
 */
@Injectable()
export class VisitSubmissions {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly workers: ExaminationWorkers,
    private readonly forms: FormSubmissions,
  ) {}

  async of(body: SaveExaminationRequestDto, principal: Principal, now: Date, check: 'draft' | 'final'): Promise<VisitSubmission> {
    const examinationId = examinationIdFor(body.worker_id, body.time_key);
    if (body.examination_id !== undefined && body.examination_id !== examinationId) {
      throw new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');
    }
    // The scope check and the stream read are independent: one round trip instead of two. Out of scope is
    // still a 404 before anything is decided (the stream read is discarded). The data is checked against the
    // form version it is saved with; a malformed value is never stored.
    const [worker, loaded, formErrors] = await Promise.all([
      this.workers.inScope(body.worker_id, scopeOf(principal)),
      this.pipeline.read(examinationStreamDeclaration, examinationId),
      this.forms.errors(body.form_code, body.form_version, body.exdata, check),
    ]);
    const { state } = loaded;
    const protocol = (worker.health_protocol ?? []) as HealthProtocolEntry[];
    const chosen = chosenNextPeriod(body.exdata);
    const actor = actorOf(principal);
    // The visit's tenant: the worker's when it starts here (its start), the started visit's afterwards.
    const start =
      state.status === 'absent'
        ? {
            examinationId,
            kind: 'VIS' as const,
            typeId: body.type_id,
            workerId: worker.id,
            entityId: worker.entity_id,
            customerId: worker.customer_id,
            factoryId: worker.factory_id,
            examinationDate: body.examinationdate,
            timeKey: body.time_key,
            jobId: worker.job_id,
            jobName: worker.job_name,
            hazards: (worker.hazards ?? []) as HazardAssignment[],
            doctorId: actor.roles.includes('doctor') ? principal.userId : null,
            formCode: body.form_code,
            formVersion: body.form_version,
          }
        : null;
    const fields = {
      start,
      data: body.exdata,
      formCode: body.form_code,
      formVersion: body.form_version,
      examinationDate: body.examinationdate,
      actor,
      now: now.toISOString(),
      performedTypeIds: performedTypeIds(state.status === 'absent' ? body.type_id : state.started.typeId, body.exdata),
      nextVisitPeriod: chosen,
      nextVisitDate: nextVisitDate(body.examinationdate, chosen, protocol, ageOn(worker.birth_date, now)),
      formErrors,
    };
    return { examinationId, loaded, fields };
  }
}
