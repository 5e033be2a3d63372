import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ACTIVITY_LOG_TABLE, type ActivityLogEntry, type PagedResponse, type Database } from '@tutela/contracts';
import { DATABASE } from '../../../shared/tokens';
import { queryPage } from '../../../http/paging/query-page';
import { ListActivitiesQuery } from './list-activities.query';

interface Row {
  position: number;
  causer_name: string | null;
  operation_date: string | Date;
  description: string;
  subject_type: string;
  subject_id: string;
  log_name: string;
  summary: string;
}

@QueryHandler(ListActivitiesQuery)
export class ListActivitiesHandler implements IQueryHandler<ListActivitiesQuery, PagedResponse<ActivityLogEntry>> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ params, entityId }: ListActivitiesQuery): Promise<PagedResponse<ActivityLogEntry>> {
    return queryPage(
      this.db,
      {
        select: 'position, causer_name, operation_date, description, subject_type, subject_id, log_name, summary',
        from: ACTIVITY_LOG_TABLE,
        where: '($1::text IS NULL OR entity_id = $1) AND ($2::text IS NULL OR log_name = $2) AND ($3::text IS NULL OR subject_id = $3)',
        // Log names are the streams' categories (worker, customer, examination, job…); the spec's client names the
        // subjects Worker, Customer, Examination, Job: the same log in any letter case.
        params: [entityId, params.logName ? params.logName.toLowerCase() : null, params.subjectId || null],
        orderBy: 'position DESC',
      },
      { ...params, sort: 'created_at', order: 'desc' },
      (row: Row): ActivityLogEntry => {
        // A log entry is never edited: created_at and updated_at are both the moment of the change.
        const at = new Date(row.operation_date).toISOString();
        return {
          id: row.position,
          causer_name: row.causer_name ?? '',
          created_at: at,
          updated_at: at,
          description: row.description,
          subject_type: row.subject_type,
          subject_id: row.subject_id,
          log_name: row.log_name,
          summary: row.summary,
        };
      },
    );
  }
}
