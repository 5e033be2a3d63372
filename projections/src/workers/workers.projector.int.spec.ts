import type { RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testEventLog } from '../testing/recorded-events';
import { testDatabases } from '../testing/test-databases';
import { workerSearchKey } from './workers-list-indexes';
import { workersProjector } from './workers.projector';

const ENTITY = 'e1';
const C1 = 'c1';
const C2 = 'c2';
const W1 = 'w1';
const W2 = 'w2';

const log = testEventLog();
const recorded = log.recorded;

const personal = (firstName: string, lastName: string, fiscalCode: string) => ({
  firstName,
  lastName,
  sex: 'M',
  birthDate: '1985-12-10',
  birthPlace: 'San Giuliano Terme',
  birthPlaceCode: 'A562',
  fiscalCode,
  email: null,
});

function history(): RecordedEvent[] {
  log.reset();
  return [
    recorded(`customer-${C1}`, 'CustomerCreated', {
      customerId: C1,
      entityId: ENTITY,
      companyName: 'Acme Srl',
      vatNumber: null,
    }),
    recorded(`customer-${C1}`, 'FactoryAdded', {
      customerId: C1,
      factoryId: 'f1',
      name: 'Sede Pisa',
      address: null,
      city: null,
      lat: null,
      lng: null,
    }),
    recorded(`customer-${C2}`, 'CustomerCreated', {
      customerId: C2,
      entityId: ENTITY,
      companyName: 'Beta Spa',
      vatNumber: null,
    }),
    recorded(`worker-${W1}`, 'WorkerHired', {
      workerId: W1,
      entityId: ENTITY,
      customerId: C1,
      factoryId: 'f1',
      ...personal('Niccolò', 'Rossi', 'RSSMRA85T10A562S'),
      contract: 'INDETERMINATO',
    }),
    recorded(`worker-${W2}`, 'WorkerHired', {
      workerId: W2,
      entityId: ENTITY,
      customerId: C1,
      factoryId: null,
      ...personal('Luca', 'Bianchi', 'BNCLCU85T10A562X'),
    }),
    recorded(`customer-${C1}`, 'DepartmentAdded', {
      customerId: C1,
      factoryId: 'f1',
      departmentId: 'd1',
      name: 'Magazzino',
    }),
    recorded(`job-j1`, 'JobCreated', {
      jobId: 'j1',
      entityId: ENTITY,
      customerId: C1,
      factoryId: 'f1',
      name: 'Magazziniere',
      level: 1,
    }),
    recorded(`worker-${W1}`, 'WorkerJobAssigned', {
      workerId: W1,
      customerId: C1,
      factoryId: 'f1',
      departmentId: 'd1',
      jobId: 'j1',
      jobName: 'snapshot',
      altJobIds: ['j2'],
      resetHealthProtocol: true,
    }),
    recorded(`worker-${W1}`, 'WorkerHazardsSet', {
      workerId: W1,
      hazards: [
        {
          hazardId: 'h1',
          evaluationDate: '2026-01-01',
          expositionDays: 200,
          frequency: 3,
          formData: null,
        },
      ],
    }),
    recorded(`worker-${W1}`, 'WorkerHealthProtocolSet', {
      workerId: W1,
      protocol: [{ examinationTypeId: 10, period: 12 }],
    }),
    recorded(`worker-${W1}`, 'WorkerEmploymentUpdated', {
      workerId: W1,
      suitability: 'IPL',
      businessImpact: 'ALTO',
    }),
    recorded(`worker-${W1}`, 'WorkerPersonalDataUpdated', {
      workerId: W1,
      lastName: 'Rossì',
      email: 'n.rossi@acme.it',
    }),
    // Renames after the workers exist: the names must follow.
    recorded(`customer-${C1}`, 'CustomerUpdated', {
      customerId: C1,
      companyName: 'Acme Industrie Srl',
    }),
    recorded(`customer-${C1}`, 'FactoryUpdated', {
      customerId: C1,
      factoryId: 'f1',
      name: 'Stabilimento di Pisa',
    }),
    recorded(`customer-${C1}`, 'DepartmentRenamed', {
      customerId: C1,
      factoryId: 'f1',
      departmentId: 'd1',
      name: 'Logistica',
    }),
    recorded(`job-j1`, 'JobUpdated', {
      jobId: 'j1',
      name: 'Addetto logistica',
    }),
    recorded(`customer-${C1}`, 'CustomerUpdated', {
      customerId: C1,
      phone: '050 123',
    }),
    recorded(`worker-${W2}`, 'WorkerResigned', {
      workerId: W2,
      resignedOn: '2026-01-31',
    }),
    recorded(`worker-${W2}`, 'WorkerReinstated', { workerId: W2 }),
    recorded(`worker-${W2}`, 'WorkerResigned', {
      workerId: W2,
      resignedOn: '2026-02-28',
    }),
    recorded(`worker-${W2}`, 'WorkerTransferred', {
      workerId: W2,
      customerId: C2,
      factoryId: null,
    }),
  ];
}

async function projectOneByOne(db: Database, events: RecordedEvent[]): Promise<void> {
  for (const event of events) await db.transaction((tx) => workersProjector.apply(event, tx));
}

async function projectInBatches(db: Database, events: RecordedEvent[], size: number): Promise<void> {
  for (let i = 0; i < events.length; i += size) {
    const batch = events.slice(i, i + size);
    await db.transaction((tx) => workersProjector.applyBatch!(batch, tx));
  }
}

async function snapshot(db: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of workersProjector.tables) out[table] = (await db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)).rows;
  return out;
}

describe.each(testDatabases())('workers projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const ddl of workersProjector.migrations) await db.query(ddl);
    for (const ddl of workersProjector.migrations) await db.query(ddl);
  });
  afterEach(() => db.close());

  it('builds one row per worker with job, hazards, protocol, employment and current names', async () => {
    await projectOneByOne(db, history());
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM workers ORDER BY id');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: W1,
      entity_id: ENTITY,
      customer_id: C1,
      factory_id: 'f1',
      department_id: 'd1',
      job_id: 'j1',
      company_name: 'Acme Industrie Srl',
      factory_name: 'Stabilimento di Pisa',
      department_name: 'Logistica',
      job_name: 'Addetto logistica',
      alt_job_ids: ['j2'],
      first_name: 'Niccolò',
      last_name: 'Rossì',
      email: 'n.rossi@acme.it',
      fiscal_code: 'RSSMRA85T10A562S',
      contract: 'INDETERMINATO',
      suitability: 'IPL',
      business_impact: 'ALTO',
      resigned: false,
      hazards: [
        {
          hazardId: 'h1',
          evaluationDate: '2026-01-01',
          expositionDays: 200,
          frequency: 3,
          formData: null,
        },
      ],
      health_protocol: [{ examinationTypeId: 10, period: 12 }],
      revision: 5,
    });
    // Accent-insensitive, both name orders and the tax code.
    expect(rows[0].search_text).toBe('niccolo rossi | rossi niccolo | rssmra85t10a562s');
    expect(rows[1]).toMatchObject({
      id: W2,
      customer_id: C2,
      company_name: 'Beta Spa',
      factory_id: null,
      resigned: true,
      resigned_on: '2026-02-28',
    });
  });

  it('keeps the distinct names the quick search looks up, the earlier name after a change of name too', async () => {
    await projectInBatches(db, history(), 3);
    const { rows } = await db.query<{ sort_key: string; name_text: string }>(
      'SELECT sort_key, name_text FROM workers_search_names ORDER BY sort_key, name_text',
    );
    // The list asks for names by the name sort key: each is there with its folded text, the name before the
    // change ("Rossi") as well as the current one ("Rossì").
    expect(rows).toEqual([
      { sort_key: 'bianchi luca', name_text: 'luca bianchi | bianchi luca' },
      { sort_key: 'rossi niccolò', name_text: 'niccolo rossi | rossi niccolo' },
      { sort_key: 'rossì niccolò', name_text: 'niccolo rossi | rossi niccolo' },
    ]);
  });

  it('finds a worker by accent-folded text through search_text', async () => {
    await projectOneByOne(db, history());
    const { rows } = await db.query<{ id: string }>('SELECT id FROM workers WHERE search_text LIKE $1', [
      `%${workerSearchKey('ROSSÌ Nic')}%`,
    ]);
    expect(rows.map((row) => row.id)).toEqual([W1]);
  });

  it('a worker hired after a rename shows the new name; a replay changes nothing', async () => {
    const events = history();
    await projectOneByOne(db, events);
    const before = await snapshot(db);
    await projectOneByOne(db, events);
    expect(await snapshot(db)).toEqual(before);
    // Replayed in other batch sizes: hires alone in a batch are inserted only if absent, the rest read first.
    for (const size of [2, 3, 100]) {
      await projectInBatches(db, events, size);
      expect(await snapshot(db)).toEqual(before);
    }
    const late = recorded('worker-w3', 'WorkerHired', {
      workerId: 'w3',
      entityId: ENTITY,
      customerId: C1,
      factoryId: 'f1',
      ...personal('Anna', 'Verdi', 'VRDNNA85T50A562Y'),
    });
    await projectOneByOne(db, [late]);
    const { rows } = await db.query('SELECT company_name, factory_name FROM workers WHERE id = $1', ['w3']);
    expect(rows[0]).toEqual({
      company_name: 'Acme Industrie Srl',
      factory_name: 'Stabilimento di Pisa',
    });
  });

  it.each([1, 2, 3, 7, 100])('gives the same tables in batches of %i as event by event (rebuild equals live)', async (size) => {
    const events = history();
    await projectOneByOne(db, events);
    const live = await snapshot(db);
    const rebuilt = await factory.create();
    try {
      for (const ddl of workersProjector.migrations) await rebuilt.query(ddl);
      await projectInBatches(rebuilt, events, size);
      expect(await snapshot(rebuilt)).toEqual(live);
    } finally {
      await rebuilt.close();
    }
  });
});

describe.each(testDatabases())("workers projector, a rebuild's large batches, on $label", (factory) => {
  /** The history, then 600 hires at once: a batch the server writes with COPY (COPY_MIN_ROWS). */
  function withManyHires(): RecordedEvent[] {
    const events = history();
    const names = ['Niccolò', "D'Angelo", 'Maria\tTab', 'Anna \\ Bianchi', 'Lucía', 'Zoë'];
    for (let index = 0; index < 600; index++) {
      events.push(
        recorded(`worker-m${index}`, 'WorkerHired', {
          workerId: `m${index}`,
          entityId: ENTITY,
          customerId: index % 2 ? C1 : C2,
          factoryId: index % 2 ? 'f1' : null,
          ...personal(names[index % names.length], `Cognome ${index}`, `FC${String(index).padStart(14, '0')}`),
          contract: index % 3 ? 'INDETERMINATO' : null,
          hiredOn: index % 5 ? '2025-03-01' : undefined,
        }),
      );
    }
    return events;
  }

  it('gives the same tables as small batches, and a replay of the large batch changes nothing', async () => {
    const events = withManyHires();
    const small = await factory.create();
    const large = await factory.create();
    try {
      for (const db of [small, large]) for (const ddl of workersProjector.migrations) await db.query(ddl);
      await projectInBatches(small, events, 7);
      await projectInBatches(large, events, 1_000);
      const expected = await snapshot(small);
      expect(expected.workers).toHaveLength(602);
      expect(await snapshot(large)).toEqual(expected);
      // The hires again in one batch: every row exists, so COPY gives way to the insert that skips them.
      await projectInBatches(
        large,
        events.filter((event) => event.type === 'WorkerHired'),
        1_000,
      );
      expect(await snapshot(large)).toEqual(expected);
    } finally {
      await small.close();
      await large.close();
    }
  });
});
