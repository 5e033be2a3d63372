import type { CustomerEventMap, JobEventMap, RecordedEvent } from '@tutela/contracts';
import type { RecordsetColumn } from '../database/recordset-sql';
import type { WorkerRow } from './worker-row';
import { WORKER_FACTORY_KEY } from './workers-list-indexes';

/**
 * The names a worker row copies (company, factory, department, job) and the customers' and jobs' events that give
 * them: the workers projector keeps its own copy of them (workers_names) and carries renames to the workers.
 */
export type NameKind = 'customer' | 'factory' | 'department' | 'job';

/** A workers_names row as the batch writes it. */
export const NAME_COLUMNS: readonly RecordsetColumn[] = [
  ['kind', 'text'],
  ['id', 'text'],
  ['name', 'text'],
  ['last_position', 'bigint'],
];

/**
 * The worker column each name kind fills, the id column that points at it, and how a rename's UPDATE finds the
 * workers pointing at it: by the id column, or for a factory by its own key (the plain column has no index).
 */
export const NAME_TARGETS: Record<NameKind, { id: keyof WorkerRow; name: keyof WorkerRow; pointing: string }> = {
  customer: { id: 'customer_id', name: 'company_name', pointing: 'w.customer_id' },
  factory: { id: 'factory_id', name: 'factory_name', pointing: WORKER_FACTORY_KEY('w') },
  department: { id: 'department_id', name: 'department_name', pointing: 'w.department_id' },
  job: { id: 'job_id', name: 'job_name', pointing: 'w.job_id' },
};

export const NAME_EVENTS_HANDLED = [
  'CustomerCreated',
  'CustomerUpdated',
  'FactoryAdded',
  'FactoryUpdated',
  'DepartmentAdded',
  'DepartmentRenamed',
  'JobCreated',
  'JobUpdated',
] as const;

export const nameKey = (kind: NameKind, id: string) => `${kind}:${id}`;

/** The name an event gives a record, if it gives one. */
export function namedBy(event: RecordedEvent): { kind: NameKind; id: string; name: string } | null {
  switch (event.type) {
    case 'CustomerCreated':
    case 'CustomerUpdated': {
      const d = event.data as CustomerEventMap['CustomerUpdated'];
      return d.companyName ? { kind: 'customer', id: d.customerId, name: d.companyName } : null;
    }
    case 'FactoryAdded':
    case 'FactoryUpdated': {
      const d = event.data as CustomerEventMap['FactoryUpdated'];
      return d.name ? { kind: 'factory', id: d.factoryId, name: d.name } : null;
    }
    case 'DepartmentAdded':
    case 'DepartmentRenamed': {
      const d = event.data as CustomerEventMap['DepartmentRenamed'];
      return { kind: 'department', id: d.departmentId, name: d.name };
    }
    case 'JobCreated':
    case 'JobUpdated': {
      const d = event.data as JobEventMap['JobUpdated'];
      return d.name ? { kind: 'job', id: d.jobId, name: d.name } : null;
    }
    default:
      return null;
  }
}
