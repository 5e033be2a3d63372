import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EXAMINATION_MESSAGES, type HazardAssignment, type HealthProtocolEntry } from '@tutela/contracts';
import { FormSubmissions } from '../../../forms/public';
import { DomainError } from '../../../shared/domain-error';
import { ageOn } from '@tutela/contracts';
import { examinationIdFor } from '../../domain/examination-identity';
import { chosenNextPeriod, nextVisitDate, performedTypeIds } from '../../domain/visit-schedule';
import { actorOf, examinationScopeOf } from '../../infrastructure/examination-access';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { examinationStreamDeclaration } from '../../domain/examination.stream';
import type { ExaminationCommandResult } from '../existing-examination';
import { ExaminationWorkers } from '../../infrastructure/examination-workers';
import { SaveExaminationCommand } from './save-examination.command';

const STATUS = { 0: 'NF', 1: 'FI', [-1]: 'ATT' } as const;

/**
 * Start, save or sign a visit. The id derives from (worker, time key), so the examination route's key finds
 * the visit without a lookup table and two tabs starting the same visit land on the same stream (the second
 * is a 409, not a duplicate).
 */
@CommandHandler(SaveExaminationCommand)
export class SaveExaminationHandler implements ICommandHandler<SaveExaminationCommand, ExaminationCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly workers: ExaminationWorkers,
    private readonly forms: FormSubmissions,
  ) {}

  async execute({ body, principal, commandId, now }: SaveExaminationCommand): Promise<ExaminationCommandResult> {
    const examinationId = examinationIdFor(body.worker_id, body.time_key);
    if (body.examination_id !== undefined && body.examination_id !== examinationId) {
      throw new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');
    }
    // The scope check and the stream read are independent: one round trip instead of two. Out of scope is
    // still a 404 before anything is decided (the stream read is discarded).
    // The data is checked against the form version it is saved with: a draft (NF, ATT) may leave required fields
    // for later, a signature (FI) needs them all; a malformed value is never stored.
    const [worker, loaded, formErrors] = await Promise.all([
      this.workers.inScope(body.worker_id, examinationScopeOf(principal)),
      this.pipeline.read(examinationStreamDeclaration, examinationId),
      this.forms.errors(body.form_code, body.form_version, body.exdata, body.status === 1 ? 'final' : 'draft'),
    ]);
    const { state } = loaded;
    const protocol = (worker.health_protocol ?? []) as HealthProtocolEntry[];
    const chosen = chosenNextPeriod(body.exdata);
    const actor = actorOf(principal);
    // The visit's tenant: the worker's when it starts here (its start), the started visit's afterwards.
    const context = commandContextOf(principal, commandId, { clientRevision: body.revision });
    return this.pipeline.run(
      examinationStreamDeclaration,
      examinationId,
      {
        type: 'SaveExamination',
        start:
          state.status === 'absent'
            ? {
                examinationId,
                kind: 'VIS',
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
            : null,
        status: STATUS[body.status],
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
      },
      context,
      { loaded },
    );
  }
}
