import { streamId, type RecordedEvent, type WorkerEvent, type WorkerPersonalData } from '@tutela/contracts';
import type { Sql } from '../database/database';
import { insertNewRows, insertRecordset, updateOnConflict } from '../database/recordset-sql';
import { NAME_COLUMNS, NAME_TARGETS, namedBy, nameKey, type NameKind } from './worker-names';
import { WORKER_COLUMNS, type WorkerRow } from './worker-row';
import { applyWorkerExaminations } from './workers-examinations';
import { workerSearchText } from './workers-list-indexes';
import { addSearchNames, type SearchName } from './workers-search-names';

const pickName = ({ first_name, last_name, search_text }: WorkerRow): SearchName => ({ first_name, last_name, search_text });

/** The worker column each field of a change of personal data writes (workers-changed-columns reads it too). */
export const PERSONAL_COLUMNS: Record<keyof WorkerPersonalData, keyof WorkerRow> = {
  firstName: 'first_name',
  lastName: 'last_name',
  sex: 'sex',
  birthDate: 'birth_date',
  birthPlace: 'birth_place',
  birthPlaceCode: 'birth_place_code',
  fiscalCode: 'fiscal_code',
  email: 'email',
  emailPersonal: 'email_personal',
  phone: 'phone',
};

export const WORKER_EVENTS_HANDLED = [
  'WorkerHired',
  'WorkerPersonalDataUpdated',
  'WorkerEmploymentUpdated',
  'WorkerJobAssigned',
  'WorkerHazardsSet',
  'WorkerHealthProtocolSet',
  'WorkerResigned',
  'WorkerReinstated',
  'WorkerTransferred',
] as const;

/**
 * One batch of the workers read model, applied set-wise: the touched worker rows and the names they need are read
 * once, every event is folded onto them in memory, each changed row is written once, and a renamed company,
 * factory, department or job reaches the workers that were not in the batch with one UPDATE … FROM per kind.
 *
 * Rules per event: `WorkerHired` creates the row if absent; every other worker event is applied only when newer
 * than the row's `last_position` (a replay changes nothing); a name event is kept only when newer than the stored
 * name's position. The checkpoint lock the runtime holds makes the read-modify-write safe.
 */
export class WorkersBatch {
  private readonly workers = new Map<string, WorkerRow | null>();
  private readonly dirtyWorkers = new Set<string>();
  /**
   * Workers whose only events in the batch are their hire: not read first (a rebuild is almost only these),
   * written with ON CONFLICT DO NOTHING, which is exactly "create if absent". Any other event of the worker in
   * the batch needs the stored row, so it is read as before.
   */
  private readonly hireOnly = new Set<string>();
  private readonly names = new Map<string, { name: string; last_position: number } | null>();
  private readonly dirtyNames = new Set<string>();
  /**
   * Every name a worker took in this batch (hired, or renamed), copied when taken: the quick search's names are
   * all the names ever carried, whatever the batch boundaries, so a rebuild gives the same table as live.
   */
  private readonly searchNames: SearchName[] = [];

  static async apply(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
    const batch = new WorkersBatch();
    const workerEvents = events.filter((event) => !event.stream.startsWith('examination-'));
    await batch.load(workerEvents, tx);
    for (const event of workerEvents) batch.fold(event);
    await batch.write(tx);
    // After the worker rows are written, so a worker hired in this same batch is there to receive its visits.
    const examinationEvents = events.filter((event) => event.stream.startsWith('examination-'));
    if (examinationEvents.length) await applyWorkerExaminations(examinationEvents, tx);
  }

  private async load(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
    const workerIds = new Set<string>();
    const hireOnly = new Set<string>();
    const otherEvents = new Set<string>();
    const nameKeys = new Map<string, { kind: NameKind; id: string }>();
    const want = (kind: NameKind, id: string | null | undefined) => {
      if (id) nameKeys.set(nameKey(kind, id), { kind, id });
    };
    for (const event of events) {
      const named = namedBy(event);
      if (named) {
        want(named.kind, named.id);
        continue;
      }
      if (!event.stream.startsWith('worker-')) continue;
      const workerId = streamId(event.stream);
      workerIds.add(workerId);
      if (event.type === 'WorkerHired') hireOnly.add(workerId);
      else otherEvents.add(workerId);
      const typed = { type: event.type, data: event.data } as WorkerEvent;
      if (typed.type === 'WorkerHired' || typed.type === 'WorkerTransferred') {
        want('customer', typed.data.customerId);
        want('factory', typed.data.factoryId);
      } else if (typed.type === 'WorkerJobAssigned') {
        want('customer', typed.data.customerId);
        want('factory', typed.data.factoryId);
        want('department', typed.data.departmentId);
        want('job', typed.data.jobId);
      }
    }
    for (const id of otherEvents) hireOnly.delete(id);
    for (const id of hireOnly) this.hireOnly.add(id);
    const toRead = [...workerIds].filter((id) => !hireOnly.has(id));
    for (const id of toRead) this.workers.set(id, null);
    if (toRead.length > 0) {
      const { rows } = await tx.query<WorkerRow>('SELECT * FROM workers WHERE id = ANY($1::text[])', [toRead]);
      for (const row of rows) this.workers.set(row.id, row);
    }
    for (const key of nameKeys.keys()) this.names.set(key, null);
    if (nameKeys.size > 0) {
      const wanted = [...nameKeys.values()];
      const { rows } = await tx.query<{
        kind: NameKind;
        id: string;
        name: string;
        last_position: string | number;
      }>(
        `SELECT w.kind, w.id, w.name, w.last_position FROM workers_names w
           JOIN jsonb_to_recordset($1::jsonb) AS r(kind text, id text) ON r.kind = w.kind AND r.id = w.id`,
        [JSON.stringify(wanted)],
      );
      for (const row of rows)
        this.names.set(nameKey(row.kind, row.id), {
          name: row.name,
          last_position: Number(row.last_position),
        });
    }
  }

  private nameOf(kind: NameKind, id: string | null | undefined): string | null {
    return id ? (this.names.get(nameKey(kind, id))?.name ?? null) : null;
  }

  private fold(event: RecordedEvent): void {
    const named = namedBy(event);
    if (named) return this.rename(named.kind, named.id, named.name, event.position);
    if (!event.stream.startsWith('worker-')) return;
    const typed = { type: event.type, data: event.data } as WorkerEvent;
    const workerId = streamId(event.stream);
    if (typed.type === 'WorkerHired') return this.hired(event, typed.data, workerId);
    const worker = this.claim(event, workerId);
    if (!worker) return;
    switch (typed.type) {
      case 'WorkerPersonalDataUpdated': {
        for (const [key, column] of Object.entries(PERSONAL_COLUMNS) as [keyof WorkerPersonalData, keyof WorkerRow][]) {
          const value = typed.data[key];
          if (value !== undefined) Object.assign(worker, { [column]: value });
        }
        worker.search_text = workerSearchText(worker);
        this.searchNames.push(pickName(worker));
        return;
      }
      case 'WorkerEmploymentUpdated': {
        const d = typed.data;
        if (d.contract !== undefined) worker.contract = d.contract;
        if (d.suitability !== undefined) worker.suitability = d.suitability;
        if (d.businessImpact !== undefined) worker.business_impact = d.businessImpact;
        if (d.excludeSs !== undefined) worker.exclude_ss = d.excludeSs;
        return;
      }
      case 'WorkerJobAssigned': {
        const d = typed.data;
        worker.customer_id = d.customerId;
        worker.company_name = this.nameOf('customer', d.customerId) ?? worker.company_name;
        worker.factory_id = d.factoryId;
        worker.factory_name = this.nameOf('factory', d.factoryId);
        worker.department_id = d.departmentId;
        worker.department_name = this.nameOf('department', d.departmentId);
        worker.job_id = d.jobId;
        // The job's current name when known here, else the snapshot the assignment carried.
        worker.job_name = d.jobId ? (this.nameOf('job', d.jobId) ?? d.jobName) : null;
        worker.alt_job_ids = d.altJobIds ?? [];
        worker.risk_profile_ids = d.riskProfileIds ?? [];
        return;
      }
      case 'WorkerHazardsSet':
        worker.hazards = typed.data.hazards ?? [];
        return;
      case 'WorkerHealthProtocolSet':
        worker.health_protocol = typed.data.protocol ?? [];
        return;
      case 'WorkerResigned':
        worker.resigned = true;
        worker.resigned_on = typed.data.resignedOn;
        return;
      case 'WorkerReinstated':
        worker.resigned = false;
        worker.resigned_on = null;
        return;
      case 'WorkerTransferred': {
        const d = typed.data;
        if (worker.customer_id !== d.customerId) {
          // Departments and jobs belong to the old customer's factories: they do not follow the worker.
          worker.department_id = null;
          worker.department_name = null;
        }
        worker.customer_id = d.customerId;
        worker.company_name = this.nameOf('customer', d.customerId);
        worker.factory_id = d.factoryId;
        worker.factory_name = this.nameOf('factory', d.factoryId);
        return;
      }
      default: {
        const unknownEvent: never = typed;
        throw new Error(`Evento lavoratore non gestito: ${JSON.stringify(unknownEvent)}`);
      }
    }
  }

  private hired(event: RecordedEvent, d: Extract<WorkerEvent, { type: 'WorkerHired' }>['data'], workerId: string): void {
    if (this.workers.get(workerId)) return;
    const at = event.metadata.occurredAt;
    const row: WorkerRow = {
      id: workerId,
      entity_id: d.entityId,
      customer_id: d.customerId,
      factory_id: d.factoryId ?? null,
      department_id: null,
      job_id: null,
      job_name: null,
      alt_job_ids: [],
      risk_profile_ids: [],
      company_name: this.nameOf('customer', d.customerId),
      factory_name: this.nameOf('factory', d.factoryId),
      department_name: null,
      first_name: d.firstName,
      last_name: d.lastName,
      sex: d.sex,
      fiscal_code: d.fiscalCode ?? null,
      birth_date: d.birthDate ?? null,
      birth_place: d.birthPlace ?? null,
      birth_place_code: d.birthPlaceCode ?? null,
      email: d.email ?? null,
      email_personal: d.emailPersonal ?? null,
      phone: d.phone ?? null,
      contract: d.contract ?? null,
      suitability: null,
      business_impact: null,
      exclude_ss: false,
      hired_on: d.hiredOn ?? null,
      resigned: false,
      resigned_on: null,
      hazards: [],
      health_protocol: [],
      last_visit: null,
      next_visit: null,
      search_text: '',
      created_at: at,
      updated_at: at,
      revision: event.revision,
      last_position: event.position,
    };
    row.search_text = workerSearchText(row);
    this.searchNames.push(pickName(row));
    this.workers.set(workerId, row);
    this.dirtyWorkers.add(workerId);
  }

  /** The worker row when the event is newer than it (then moved to the event), null when absent or stale. */
  private claim(event: RecordedEvent, workerId: string): WorkerRow | null {
    const worker = this.workers.get(workerId);
    if (!worker || Number(worker.last_position) >= event.position) return null;
    worker.last_position = event.position;
    worker.updated_at = event.metadata.occurredAt;
    worker.revision = event.revision;
    this.dirtyWorkers.add(workerId);
    return worker;
  }

  private rename(kind: NameKind, id: string, name: string, position: number): void {
    const key = nameKey(kind, id);
    const known = this.names.get(key);
    if (known && known.last_position >= position) return;
    this.names.set(key, { name, last_position: position });
    this.dirtyNames.add(key);
    // Workers already in memory follow at once; the others by the UPDATE … FROM in write().
    const target = NAME_TARGETS[kind];
    for (const worker of this.workers.values()) {
      if (worker && worker[target.id] === id && worker[target.name] !== name) {
        Object.assign(worker, { [target.name]: name });
        this.dirtyWorkers.add(worker.id);
      }
    }
  }

  private async write(tx: Sql): Promise<void> {
    const rows = [...this.dirtyWorkers].map((id) => this.workers.get(id)).filter((row): row is WorkerRow => row != null);
    const hires = rows.filter((row) => this.hireOnly.has(row.id));
    const changed = rows.filter((row) => !this.hireOnly.has(row.id));
    await insertNewRows(tx, 'workers', WORKER_COLUMNS, hires, 'ON CONFLICT (id) DO NOTHING');
    await insertRecordset(tx, 'workers', WORKER_COLUMNS, changed, updateOnConflict(WORKER_COLUMNS, 'id', ['created_at']));
    await addSearchNames(tx, this.searchNames);
    if (this.dirtyNames.size === 0) return;
    const names = [...this.dirtyNames].map((key) => {
      const [kind, ...rest] = key.split(':');
      const value = this.names.get(key) as {
        name: string;
        last_position: number;
      };
      return {
        kind,
        id: rest.join(':'),
        name: value.name,
        last_position: value.last_position,
      };
    });
    await insertRecordset(
      tx,
      'workers_names',
      NAME_COLUMNS,
      names,
      `ON CONFLICT (kind, id) DO UPDATE SET name = EXCLUDED.name, last_position = EXCLUDED.last_position
         WHERE workers_names.last_position < EXCLUDED.last_position`,
    );
    // One statement per kind renamed in this batch: every worker pointing at a renamed record takes its name.
    for (const kind of Object.keys(NAME_TARGETS) as NameKind[]) {
      const renamed = names.filter((name) => name.kind === kind);
      if (renamed.length === 0) continue;
      const target = NAME_TARGETS[kind];
      await tx.query(
        `UPDATE workers w SET ${target.name} = r.name
           FROM jsonb_to_recordset($1::jsonb) AS r(id text, name text)
          WHERE ${target.pointing} = r.id AND w.${target.name} IS DISTINCT FROM r.name`,
        [JSON.stringify(renamed.map(({ id, name }) => ({ id, name })))],
      );
    }
  }
}
