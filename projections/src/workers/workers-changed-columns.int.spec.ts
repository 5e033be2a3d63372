import type { RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testEventLog } from '../testing/recorded-events';
import { testDatabases } from '../testing/test-databases';
import { WORKER_BOOKKEEPING, workerChangeOf, type WorkerColumn } from './workers-changed-columns';
import { workersProjector } from './workers.projector';

const log = testEventLog();
const recorded = log.recorded;

const hired = (workerId: string, customerId: string, factoryId: string | null) =>
  recorded(`worker-${workerId}`, 'WorkerHired', {
    workerId,
    entityId: 'e1',
    customerId,
    factoryId,
    firstName: 'Mario',
    lastName: 'Rossi',
    sex: 'M',
    birthDate: '1980-01-01',
    fiscalCode: 'RSSMRA80A01G702X',
    contract: 'INDETERMINATO',
  });

const signed = (examinationId: string, outcome: string, date: string, next: string) =>
  recorded(`examination-${examinationId}`, 'ExaminationSigned', {
    examinationId,
    version: 1,
    data: { giudizio: outcome },
    formCode: 'VIS',
    formVersion: 1,
    outcome,
    outcomeBis: null,
    examinationDate: date,
    signedBy: { id: 'u', name: 'Dott. Medico', role: 'doctor' },
    signedAt: `${date}T10:00:00.000Z`,
    performedTypeIds: [10],
    nextVisitPeriod: null,
    nextVisitDate: next,
  });

/** Two companies with a factory, a department and a job each, and worker w1 in the first: what every case starts from. */
function base(): RecordedEvent[] {
  log.reset();
  const company = (customerId: string, n: number) => [
    recorded(`customer-${customerId}`, 'CustomerCreated', { customerId, entityId: 'e1', companyName: `Azienda ${n}`, vatNumber: null }),
    recorded(`customer-${customerId}`, 'FactoryAdded', {
      customerId,
      factoryId: `f${n}`,
      name: `Sede ${n}`,
      address: null,
      city: null,
      lat: null,
      lng: null,
    }),
    recorded(`customer-${customerId}`, 'DepartmentAdded', { customerId, factoryId: `f${n}`, departmentId: `d${n}`, name: `Reparto ${n}` }),
    recorded(`job-j${n}`, 'JobCreated', {
      jobId: `j${n}`,
      entityId: 'e1',
      customerId,
      factoryId: `f${n}`,
      name: `Mansione ${n}`,
      level: 1,
    }),
  ];
  return [
    ...company('c1', 1),
    ...company('c2', 2),
    hired('w1', 'c1', 'f1'),
    recorded('worker-w1', 'WorkerJobAssigned', {
      workerId: 'w1',
      customerId: 'c1',
      factoryId: 'f1',
      departmentId: 'd1',
      jobId: 'j1',
      jobName: 'Mansione 1',
      altJobIds: [],
      resetHealthProtocol: false,
    }),
    recorded('examination-x0', 'ExaminationStarted', {
      examinationId: 'x0',
      kind: 'VIS',
      typeId: 10,
      workerId: 'w1',
      entityId: 'e1',
      customerId: 'c1',
      factoryId: 'f1',
      examinationDate: '2026-01-10',
      timeKey: 't',
      jobId: null,
      jobName: null,
      hazards: [],
      doctorId: 'u',
      formCode: 'VIS',
      formVersion: 1,
    }),
    signed('x0', 'ID', '2026-01-10', '2027-01-10'),
  ];
}

/** One event of each type the projector handles, each changing everything it can on w1 (or on its names). */
function oneOfEach(): RecordedEvent[] {
  return [
    recorded('worker-w1', 'WorkerPersonalDataUpdated', {
      workerId: 'w1',
      firstName: 'Luigi',
      lastName: 'Verdi',
      sex: 'F',
      birthDate: '1981-02-02',
      birthPlace: 'Pisa',
      birthPlaceCode: 'G702',
      fiscalCode: 'VRDLGU81B42G702Y',
      email: 'l@x.it',
      emailPersonal: 'p@x.it',
      phone: '050 1',
    }),
    recorded('worker-w1', 'WorkerEmploymentUpdated', {
      workerId: 'w1',
      contract: 'DETERMINATO',
      suitability: 'IPL',
      businessImpact: 'ALTO',
      excludeSs: true,
    }),
    // Only the fields it carries: the others keep their columns.
    recorded('worker-w1', 'WorkerEmploymentUpdated', { workerId: 'w1', excludeSs: false }),
    recorded('worker-w1', 'WorkerPersonalDataUpdated', { workerId: 'w1', phone: '050 9' }),
    recorded('worker-w1', 'WorkerPersonalDataUpdated', { workerId: 'w1', lastName: 'Neri' }),
    // The names of the company, factory, department and job w1 has: given again, then changed.
    recorded('customer-c1', 'CustomerCreated', { customerId: 'c1', entityId: 'e1', companyName: 'Azienda Uno', vatNumber: null }),
    recorded('customer-c1', 'CustomerUpdated', { customerId: 'c1', companyName: 'Azienda Prima' }),
    recorded('customer-c1', 'CustomerUpdated', { customerId: 'c1', phone: '050 2' }),
    recorded('customer-c1', 'FactoryAdded', {
      customerId: 'c1',
      factoryId: 'f1',
      name: 'Sede Uno',
      address: null,
      city: null,
      lat: null,
      lng: null,
    }),
    recorded('customer-c1', 'FactoryUpdated', { customerId: 'c1', factoryId: 'f1', name: 'Sede Prima' }),
    recorded('customer-c1', 'DepartmentAdded', { customerId: 'c1', factoryId: 'f1', departmentId: 'd1', name: 'Reparto Uno' }),
    recorded('customer-c1', 'DepartmentRenamed', { customerId: 'c1', factoryId: 'f1', departmentId: 'd1', name: 'Reparto Primo' }),
    recorded('job-j1', 'JobCreated', { jobId: 'j1', entityId: 'e1', customerId: 'c1', factoryId: 'f1', name: 'Mansione Uno', level: 1 }),
    recorded('job-j1', 'JobUpdated', { jobId: 'j1', name: 'Mansione Prima' }),
    recorded('worker-w1', 'WorkerJobAssigned', {
      workerId: 'w1',
      customerId: 'c2',
      factoryId: 'f2',
      departmentId: 'd2',
      jobId: 'j2',
      jobName: 'Mansione 2',
      altJobIds: ['j1'],
      riskProfileIds: ['r1'],
      resetHealthProtocol: true,
    }),
    recorded('worker-w1', 'WorkerHazardsSet', {
      workerId: 'w1',
      hazards: [{ hazardId: 'h1', evaluationDate: '2026-01-01', expositionDays: 200, frequency: 3, formData: null }],
    }),
    recorded('worker-w1', 'WorkerHealthProtocolSet', { workerId: 'w1', protocol: [{ examinationTypeId: 10, period: 12 }] }),
    recorded('worker-w1', 'WorkerResigned', { workerId: 'w1', resignedOn: '2026-03-31' }),
    recorded('worker-w1', 'WorkerReinstated', { workerId: 'w1' }),
    recorded('worker-w1', 'WorkerTransferred', { workerId: 'w1', customerId: 'c1', factoryId: 'f1' }),
    hired('w1', 'c2', 'f2'),
    hired('w2', 'c1', 'f1'),
    recorded('examination-x1', 'ExaminationStarted', {
      examinationId: 'x1',
      kind: 'VIS',
      typeId: 10,
      workerId: 'w1',
      entityId: 'e1',
      customerId: 'c1',
      factoryId: 'f1',
      examinationDate: '2026-04-01',
      timeKey: 't',
      jobId: null,
      jobName: null,
      hazards: [],
      doctorId: 'u',
      formCode: 'VIS',
      formVersion: 1,
    }),
    signed('x1', 'NI', '2026-04-01', '2026-10-01'),
    recorded('examination-x1', 'ExaminationReopened', {
      examinationId: 'x1',
      archivedVersion: 1,
      reopenedBy: { id: 'u', name: 'Dott. Medico', role: 'doctor' },
      reopenedAt: '2026-04-02T10:00:00.000Z',
    }),
  ];
}

type Rows = Map<string, Record<string, unknown>>;

async function workers(db: Database): Promise<Rows> {
  const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM workers');
  return new Map(rows.map((row) => [String(row.id), row]));
}

/** The columns that differ between two snapshots, the rows that came (`added`) and whether one went (`removed`). */
function changed(before: Rows, after: Rows): { added: string[]; removed: boolean; columns: Set<string> } {
  const columns = new Set<string>();
  const added = [...after.keys()].filter((id) => !before.has(id));
  const removed = [...before.keys()].some((id) => !after.has(id));
  for (const [id, row] of after) {
    const old = before.get(id);
    if (!old) continue;
    for (const column of Object.keys(row)) if (JSON.stringify(row[column]) !== JSON.stringify(old[column])) columns.add(column);
  }
  return { added, removed, columns };
}

describe.each(testDatabases())('workerChangeOf, against the workers projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const ddl of workersProjector.migrations) await db.query(ddl);
    for (const event of base()) await db.transaction((tx) => workersProjector.apply(event, tx));
  });
  afterEach(() => db.close());

  it('declares every event type the projector handles', () => {
    const covered = new Set(oneOfEach().map((event) => event.type));
    expect([...workersProjector.handles].filter((type) => !covered.has(type))).toEqual([]);
  });

  it('names every column an event changes (a list keeps what it learnt only across the others)', async () => {
    const unexpected: string[] = [];
    const idle: string[] = [];
    for (const event of oneOfEach()) {
      const before = await workers(db);
      await db.transaction((tx) => workersProjector.apply(event, tx));
      const found = changed(before, await workers(db));
      const declared = workerChangeOf(event);
      if (declared.rows === 'any') continue;
      if (found.removed) unexpected.push(`${event.type}: una riga tolta`);
      if (found.added.length > 0 && declared.rows !== 'added') unexpected.push(`${event.type}: una riga aggiunta`);
      // The row a hire names is the one it adds: the list counts it in (or before a page start) by that key.
      if (declared.rows === 'added' && declared.id !== null && JSON.stringify(found.added) !== JSON.stringify([declared.id]))
        unexpected.push(`${event.type}: aggiunta ${JSON.stringify(found.added)}, dichiarata ${declared.id}`);
      // A hire only adds: the rows that were there stay as they were.
      const allowed = new Set<WorkerColumn>(declared.rows === 'added' ? [] : [...declared.columns, ...WORKER_BOOKKEEPING]);
      for (const column of found.columns) if (!allowed.has(column as WorkerColumn)) unexpected.push(`${event.type}: ${column}`);
      // Each declared column is really written by the sample: a declaration wider than the projector is caught too.
      if (declared.rows === false)
        for (const column of declared.columns) if (!found.columns.has(column)) idle.push(`${event.type}: ${column}`);
    }
    expect(unexpected).toEqual([]);
    expect(idle).toEqual([]);
  });

  it('counts a hire as a row that may come, and an event the projector skips as no change', () => {
    expect(workerChangeOf({ ...hired('w9', 'c1', null), revision: 0 })).toEqual({ rows: 'added', id: 'w9' });
    // A hire that does not open its stream may find the worker's row there already: which row it adds is not known.
    expect(workerChangeOf({ ...hired('w9', 'c1', null), revision: 3 })).toEqual({ rows: 'added', id: null });
    expect(workerChangeOf(recorded('chat-c1', 'ChatMessagePosted', { chatId: 'c1' }))).toEqual({ rows: false, columns: [] });
    expect(workerChangeOf(recorded('customer-c1', 'CustomerUpdated', { customerId: 'c1', phone: '1' }))).toEqual({
      rows: false,
      columns: [],
    });
  });
});
