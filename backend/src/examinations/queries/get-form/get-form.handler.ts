import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EXAMINATION_MESSAGES, type FormDefinition, type FormKind, type Database } from '@tutela/contracts';
import { formDefinitionByCode, formDefinitionById } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { FORM_NUMBER_LIMIT, formCodeOfNumber } from '../../forms/form-numbers';
import { GetFormQuery } from './get-form.query';

@QueryHandler(GetFormQuery)
export class GetFormHandler implements IQueryHandler<GetFormQuery, { data: FormDefinition }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ idOrCode, version }: GetFormQuery): Promise<{ data: FormDefinition }> {
    const byId = /^\d{1,9}$/.test(idOrCode);
    // Codes as the files name them: VIS, INV, VAC, DVR-SEDE, DVR-RUM…
    const byCode = /^[A-Za-z]{2,20}(?:-[A-Za-z]{2,20})?$/.test(idOrCode);
    if (!byId && !byCode) throw new DomainError(EXAMINATION_MESSAGES.FORM_NOT_FOUND, 'not_found');
    // A small number names a form code (FORM_NUMBERS: 1 is the visit form); a larger one is a published version's id.
    const numbered = byId && Number(idOrCode) < FORM_NUMBER_LIMIT ? formCodeOfNumber(Number(idOrCode)) : null;
    if (byId && Number(idOrCode) < FORM_NUMBER_LIMIT && !numbered) throw new DomainError(EXAMINATION_MESSAGES.FORM_NOT_FOUND, 'not_found');
    const code = numbered ?? (byCode ? idOrCode.toUpperCase() : null);
    const row = code ? await formDefinitionByCode(this.db, code, version) : await formDefinitionById(this.db, Number(idOrCode));
    if (!row) throw new DomainError(EXAMINATION_MESSAGES.FORM_NOT_FOUND, 'not_found');
    return { data: { id: row.id, code: row.code, version: row.version, title: row.title, kind: row.kind as FormKind, schema: row.schema } };
  }
}
