import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { JobLookupRow, Database } from '@tutela/contracts';
import { tenantColumns, tenantFilterSql } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { LookupJobsQuery } from './lookup-jobs.query';

/** At most this many jobs in the select: a factory's jobs plus the entity's catalogue. */
const LOOKUP_LIMIT = 500;

/**
 * The job select of the job assignment form: the jobs of the factory (or of the customer, without a factory)
 * and the entity's general jobs, not retired, general ones last.
 */
@QueryHandler(LookupJobsQuery)
export class LookupJobsHandler implements IQueryHandler<LookupJobsQuery, { data: JobLookupRow[] }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ params, scope }: LookupJobsQuery): Promise<{ data: JobLookupRow[] }> {
    const scoped = tenantFilterSql(scope, tenantColumns('j'), 1);
    const { rows } = await this.db.query<{
      id: string;
      name: string;
      level: number;
      job_type: 'JOB' | 'RISK_PROFILE';
      factory_id: string | null;
      customer_id: string | null;
    }>(
      `SELECT j.id, j.name, j.level, j.job_type, j.factory_id, j.customer_id FROM jobs j
        WHERE ${scoped.sql} AND NOT j.retired
          AND (j.customer_id IS NULL
               OR ($4::text IS NOT NULL AND j.factory_id = $4)
               OR ($4::text IS NULL AND $5::text IS NOT NULL AND j.customer_id = $5))
          AND ($6::int IS NULL OR j.level = $6)
          AND ($7::text IS NULL OR j.job_type = $7)
        ORDER BY (j.customer_id IS NULL), lower(j.name), j.id
        LIMIT ${LOOKUP_LIMIT}`,
      [...scoped.params, params.factory_id ?? null, params.customer_id ?? null, params.level ?? null, params.job_type ?? null],
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        level: row.level,
        job_type: row.job_type,
        general: row.customer_id === null,
        factory_id: row.factory_id,
      })),
    };
  }
}
