import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IMPORT_MESSAGES, type Database } from '@tutela/contracts';
import { customerFactories, customerNameInScope, lookupJobs } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import type { ImportTemplateLookups } from '../../templates/import-template-lookups';
import { TemplateLookupsQuery } from './template-lookups.query';

const byName = (a: string, b: string) => a.localeCompare(b, 'it', { sensitivity: 'base' });

/**
 * The customer's open factories, their departments and the jobs a worker of the customer can take (its own and the
 * entity's general ones): the same read models as the worker dialog's selects. A customer outside the caller's scope
 * is not found, as everywhere else.
 */
@QueryHandler(TemplateLookupsQuery)
export class TemplateLookupsHandler implements IQueryHandler<TemplateLookupsQuery, ImportTemplateLookups> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ customerId, scope }: TemplateLookupsQuery): Promise<ImportTemplateLookups> {
    const customer = await customerNameInScope(this.db, scope, customerId);
    if (!customer) throw new DomainError(IMPORT_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
    const [factories, jobs] = await Promise.all([
      customerFactories(this.db, customerId, scope.factoryIds ?? null),
      lookupJobs(this.db, scope, { customer_id: customerId }),
    ]);
    const departments = [...new Set(factories.flatMap((factory) => factory.departments.map((department) => department.name)))];
    return {
      customerName: customer.company_name,
      factories: factories.map((factory) => factory.name),
      departments: departments.sort(byName),
      jobs: [...new Set(jobs.map((job) => job.name))],
    };
  }
}
