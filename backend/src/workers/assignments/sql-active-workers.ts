import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';
import type { ActiveWorker, ActiveWorkersPort } from './active-workers.port';
import { NOT_RESIGNED_SQL, workersTableExists } from '@tutela/projections';

@Injectable()
export class SqlActiveWorkers implements ActiveWorkersPort {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async ofJob(jobId: string): Promise<ActiveWorker[]> {
    if (!(await workersTableExists(this.db))) return [];
    const { rows } = await this.db.query<{ id: string; customer_id: string; factory_id: string | null }>(
      `SELECT w.id, w.customer_id, w.factory_id FROM workers w WHERE w.job_id = $1 AND ${NOT_RESIGNED_SQL('w')} ORDER BY w.id`,
      [jobId],
    );
    return rows.map((row) => ({ workerId: row.id, customerId: row.customer_id, factoryId: row.factory_id }));
  }
}
