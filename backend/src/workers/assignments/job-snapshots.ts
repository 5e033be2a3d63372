import { Inject, Injectable } from '@nestjs/common';
import type { HazardAssignment, HealthProtocolEntry, Database } from '@tutela/contracts';
import { DATABASE } from '../../shared/tokens';
import type { JobSnapshot } from './worker-assignment-commands';

interface JobSnapshotRow {
  id: string;
  name: string;
  entity_id: string;
  customer_id: string | null;
  factory_id: string | null;
  level: number;
  retired: boolean;
  hazards: HazardAssignment[];
  health_protocol: HealthProtocolEntry[];
}

/** Jobs as the worker commands need them, from the jobs read model (the API waits for it after each job change). */
@Injectable()
export class JobSnapshots {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async byIds(ids: readonly string[]): Promise<Map<string, JobSnapshot>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<JobSnapshotRow>(
      'SELECT id, name, entity_id, customer_id, factory_id, level, retired, hazards, health_protocol FROM jobs WHERE id = ANY($1::text[])',
      [[...ids]],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          jobId: row.id,
          name: row.name,
          entityId: row.entity_id,
          customerId: row.customer_id,
          factoryId: row.factory_id,
          level: row.level,
          retired: row.retired,
          hazards: row.hazards,
          protocol: row.health_protocol,
        },
      ]),
    );
  }
}
