import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DVR_MESSAGES, EXAMINATION_MESSAGES } from '@tutela/contracts';
import { FormSubmissions } from '../../../forms/public';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { DomainError } from '../../../shared/domain-error';
import type { DvrCommand } from '../../domain/dvr-commands';
import { assertCanWrite } from '../../domain/dvr-rules';
import { dvrStreamDeclaration } from '../../domain/dvr.stream';
import { dvrActorOf } from '../../infrastructure/dvr-access';
import { DvrPlaces } from '../../infrastructure/dvr-places';
import { existingDvr, type DvrCommandResult } from '../existing-dvr';
import { SaveDvrDataCommand } from './save-dvr-data.command';

/** Saves the form data of an open DVR; `tosave: false` runs every check and writes nothing. */
@CommandHandler(SaveDvrDataCommand)
export class SaveDvrDataHandler implements ICommandHandler<SaveDvrDataCommand, DvrCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly places: DvrPlaces,
    private readonly forms: FormSubmissions,
  ) {}

  async execute({ body, principal, commandId }: SaveDvrDataCommand): Promise<DvrCommandResult> {
    const loaded = await existingDvr(this.pipeline, body.dvr_id, principal);
    const { created } = loaded.state;
    // The payload names the document twice (id, and customer / factory / code): they must agree.
    if (created.customerId !== body.customer || created.factoryId !== body.factory_id || created.code !== body.code) {
      throw new DomainError(DVR_MESSAGES.NOT_FOUND, 'not_found');
    }
    const actor = dvrActorOf(principal);
    assertCanWrite(actor);
    // A DVR stays on its type's form; a newer published version of it is fine (the screen may upgrade).
    if (body.form_code !== created.formCode) throw DomainError.validation('form_code', EXAMINATION_MESSAGES.FORM_NOT_FOUND);
    await this.places.assertForm(body.form_code, body.form_version);
    // A DVR is written over days: a save may leave required fields empty (the signature asks for them), never
    // hold a malformed value (a date that is not a date, a value no list offers).
    const formErrors = await this.forms.errors(body.form_code, body.form_version, body.dvrdata, 'draft');
    const command: DvrCommand = {
      type: 'SaveDvrData',
      actor,
      data: body.dvrdata,
      formCode: body.form_code,
      formVersion: body.form_version,
      formErrors,
    };
    const context = commandContextOf(principal, commandId, { clientRevision: body.revision });
    // `tosave: false` is the screen's check: the same decision and revision check, nothing appended.
    return this.pipeline.run(dvrStreamDeclaration, body.dvr_id, command, context, { loaded, dryRun: !body.tosave });
  }
}
