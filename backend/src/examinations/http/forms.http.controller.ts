import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { EXAMINATION_MESSAGES, type FormDefinition } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import { GetFormQuery } from '../queries/get-form/get-form.query';

/**
 * form.io definitions (VIS, INV, VAC and the DVR-… forms), every published version: an old record renders with its
 * own. Under every application: the sr safety consultant fills DVRs, and a schema holds no personal data. Also at
 * /api/formio/{id}, the path the spec's client asks (formio/1 for the visit form, FORM_NUMBERS).
 */
@ApiTags('visite')
@ApiBearerAuth()
@Controller(['md/formio', 'fr/formio', 'sr/formio', 'formio'])
export class FormsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({
    summary:
      'Definizione form.io per codice (INV, VAC, VIS, DVR-SEDE…), per numero del modulo (1 visita, 9 VAC, 22 INV, 100… DVR) o per id della versione pubblicata; ultima versione o ?version=n',
  })
  @ApiQuery({ name: 'version', required: false })
  get(@Param('id') id: string, @Query('version') version?: string): Promise<{ data: FormDefinition }> {
    if (version !== undefined && (typeof version !== 'string' || !/^\d{1,6}$/.test(version)))
      throw new DomainError(EXAMINATION_MESSAGES.FORM_NOT_FOUND, 'not_found');
    return this.queries.execute(new GetFormQuery(id, version === undefined ? null : Number(version)));
  }
}
