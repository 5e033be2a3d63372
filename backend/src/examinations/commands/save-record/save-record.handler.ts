import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { scopeOf, EXAMINATION_MESSAGES, REGISTRY_MESSAGES, type HazardAssignment, type Database } from '@tutela/contracts';
import { FormSubmissions } from '../../../forms/public';
import { derivedUuid } from '../../../shared/derived-uuid';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { actorOf } from '../../infrastructure/examination-access';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { examinationStreamDeclaration } from '../../domain/examination.stream';
import type { ExaminationCommandResult } from '../existing-examination';
import { ExaminationWorkers } from '../../infrastructure/examination-workers';
import { SaveRecordCommand } from './save-record.command';

/**
 * The disability (INV) or vaccination (VAC) record of a worker: the same stream shape as a visit (started, data
 * saved), filled with its own form, never signed. Any refusal carries the record's own failure message, as the
 * screen shows that one line; the field errors stay in `errors`.
 */
@CommandHandler(SaveRecordCommand)
export class SaveRecordHandler implements ICommandHandler<SaveRecordCommand, ExaminationCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly workers: ExaminationWorkers,
    @Inject(DATABASE) private readonly db: Database,
    private readonly forms: FormSubmissions,
  ) {}

  async execute(command: SaveRecordCommand): Promise<ExaminationCommandResult> {
    const failed = command.body.type === 'INV' ? EXAMINATION_MESSAGES.INV_SAVE_FAILED : EXAMINATION_MESSAGES.VAC_SAVE_FAILED;
    try {
      return await this.save(command);
    } catch (error) {
      if (error instanceof DomainError && error.kind !== 'not_found') throw new DomainError(failed, error.kind, error.fieldErrors);
      throw error;
    }
  }

  private async save({ body, principal, commandId, now }: SaveRecordCommand): Promise<ExaminationCommandResult> {
    const worker = await this.workers.inScope(body.worker_id, scopeOf(principal));
    if (worker.customer_id !== body.customer_id) throw DomainError.validation('customer_id', REGISTRY_MESSAGES.WORKER_NOT_FOUND);
    if ((body.type === 'INV') !== (body.type_id === 22)) throw DomainError.validation('type_id', 'Tipo non valido');
    const isNew = body.tmp || !body.id;
    // Derived from the command id: a retry with the same Idempotency-Key saves this same new record.
    const id = isNew ? derivedUuid(`${commandId}:record`) : (body.id as string);
    const loaded = await this.pipeline.read(examinationStreamDeclaration, id);
    const { state } = loaded;
    if (!isNew && (state.status === 'absent' || state.started.workerId !== worker.id || state.kind !== body.type)) {
      throw new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');
    }
    const formVersion = await this.latestFormVersion(body.type);
    // Never signed: each save is the record as it stands, so the form's required fields count every time.
    const formErrors = await this.forms.errors(body.type, formVersion, body.exdata, 'final');
    const actor = actorOf(principal);
    // A record's events carry the worker's tenant as it is now, also for a record started before a transfer.
    const workerTenant = { entityId: worker.entity_id, customerId: worker.customer_id, factoryId: worker.factory_id };
    const declaration = { ...examinationStreamDeclaration, tenantOf: () => workerTenant };
    const context = commandContextOf(principal, commandId, { clientRevision: isNew ? undefined : body.revision });
    return this.pipeline.run(
      declaration,
      id,
      {
        type: 'SaveExamination',
        start:
          state.status === 'absent'
            ? {
                examinationId: id,
                kind: body.type,
                typeId: body.type_id,
                workerId: worker.id,
                entityId: worker.entity_id,
                customerId: worker.customer_id,
                factoryId: worker.factory_id,
                examinationDate: body.examinationdate,
                timeKey: id,
                jobId: worker.job_id,
                jobName: body.job ?? worker.job_name,
                hazards: (worker.hazards ?? []) as HazardAssignment[],
                doctorId: null,
                formCode: body.type,
                formVersion,
              }
            : null,
        status: 'NF',
        data: body.exdata,
        formCode: body.type,
        formVersion,
        examinationDate: body.examinationdate,
        actor,
        now: now.toISOString(),
        performedTypeIds: [body.type_id],
        nextVisitPeriod: null,
        nextVisitDate: null,
        formErrors,
      },
      context,
      { loaded },
    );
  }

  private async latestFormVersion(code: string): Promise<number> {
    const { rows } = await this.db.query<{ version: number }>('SELECT max(version) AS version FROM form_definitions WHERE code = $1', [
      code,
    ]);
    return rows[0]?.version ?? 1;
  }
}
