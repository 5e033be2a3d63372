import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DVR_MESSAGES, dvrTypeByCode } from '@tutela/contracts';
import { derivedUuid } from '../../../shared/derived-uuid';
import { DomainError } from '../../../shared/domain-error';
import { commandContextOf } from '../../../http/command-context';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { assertCanWrite } from '../../domain/dvr-rules';
import { dvrStreamDeclaration } from '../../domain/dvr.stream';
import { dvrActorOf } from '../../infrastructure/dvr-access';
import { DvrPlaces } from '../../infrastructure/dvr-places';
import type { DvrCommandResult } from '../existing-dvr';
import { CreateDvrCommand } from './create-dvr.command';

/** The site DVR's id: one per factory, so a second creation lands on the same stream (and is refused). */
export const siteDvrId = (factoryId: string) => derivedUuid(`dvr:SEDE:${factoryId}`);

/** A new DVR of a factory, filled with the latest published version of its type's form. */
@CommandHandler(CreateDvrCommand)
export class CreateDvrHandler implements ICommandHandler<CreateDvrCommand, DvrCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly places: DvrPlaces,
  ) {}

  async execute({ body, principal, commandId }: CreateDvrCommand): Promise<DvrCommandResult> {
    const actor = dvrActorOf(principal);
    const context = commandContextOf(principal, commandId);
    // Who may write first: a customer-side user learns nothing about factories or forms.
    assertCanWrite(actor);
    const type = dvrTypeByCode(body.code);
    if (!type) throw DomainError.validation('code', DVR_MESSAGES.TYPE_UNKNOWN);
    const factory = await this.places.factory(body.customer_id, body.factory_id, context.scope);
    const form = await this.places.latestForm(type.formCode);
    // Specific DVRs: one per creation, the id derived from the command (a retry with the same key lands on it).
    const dvrId = type.site ? siteDvrId(factory.id) : derivedUuid(`dvr:${commandId}`);
    const title = type.site ? type.title : body.title?.trim() || type.title;
    const tenant = { entityId: factory.entity_id, customerId: factory.customer_id, factoryId: factory.id };
    const created = { dvrId, ...tenant, code: type.code, title, formCode: form.code, formVersion: form.version };
    return this.pipeline.run(dvrStreamDeclaration, dvrId, { type: 'CreateDvr', actor, created }, context);
  }
}
