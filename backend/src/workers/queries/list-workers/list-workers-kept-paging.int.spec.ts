import type { RecordedEvent, Database } from '@tutela/contracts';
import { workersProjector } from '@tutela/projections';
import { testEventLog } from '@tutela/projections/src/testing/recorded-events';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import { ListPagingCache } from '../../../http/paging/list-paging-cache';
import { readModelCommitsStandIn } from '../../../shared/testing/read-model-commits-stand-in';
import type { TenantScope as WorkerScope } from '@tutela/contracts';
import { workersListChange } from '../workers-list-paging';
import { ListWorkersHandler } from './list-workers.handler';
import { ListWorkersQuery } from './list-workers.query';
import { ListWorkersRequestDto } from './list-workers.request.dto';

const ALL: WorkerScope = { entityId: null, customerIds: null, factoryIds: null };
const SURNAMES = ['Rossi', 'Bianchi', 'Conti', 'Ricci', 'Bruno'];
const COUNT = 42;

const log = testEventLog();
const recorded = log.recorded;

const hire = (n: number) =>
  recorded(`worker-w${n}`, 'WorkerHired', {
    workerId: `w${n}`,
    entityId: 'e1',
    customerId: n % 3 === 0 ? 'c2' : 'c1',
    factoryId: null,
    firstName: `Nome${n % 4}`,
    lastName: SURNAMES[n % SURNAMES.length],
    sex: 'M',
    birthDate: n % 7 === 0 ? null : `19${50 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`,
    fiscalCode: null,
    contract: n % 2 ? 'INDETERMINATO' : 'DETERMINATO',
  });

const signedVisit = (n: number, outcome: string, next: string): RecordedEvent[] => [
  recorded(`examination-x${n}`, 'ExaminationStarted', {
    examinationId: `x${n}`,
    kind: 'VIS',
    typeId: 10,
    workerId: `w${n}`,
    entityId: 'e1',
    customerId: 'c1',
    factoryId: null,
    examinationDate: '2026-03-01',
    timeKey: 't',
    jobId: null,
    jobName: null,
    hazards: [],
    doctorId: 'u',
    formCode: 'VIS',
    formVersion: 1,
  }),
  recorded(`examination-x${n}`, 'ExaminationSigned', {
    examinationId: `x${n}`,
    version: 1,
    data: {},
    formCode: 'VIS',
    formVersion: 1,
    outcome,
    outcomeBis: null,
    examinationDate: '2026-03-01',
    signedBy: { id: 'u', name: 'Dott. Medico', role: 'doctor' },
    signedAt: '2026-03-01T10:00:00.000Z',
    performedTypeIds: [10],
    nextVisitPeriod: null,
    nextVisitDate: next,
  }),
];

/** Lists of every kind of dependency: the name order, another order, each filter, a search. */
const LISTS: Partial<ListWorkersRequestDto>[] = [
  { sort: 'name', order: 'asc' },
  { sort: 'name', order: 'desc', hide_inactive: '0' },
  { sort: 'birth_date', order: 'asc' },
  { sort: 'next_visit', order: 'desc' },
  { sort: 'company_name', order: 'asc' },
  { sort: 'name', order: 'asc', contract: 'INDETERMINATO' },
  { sort: 'name', order: 'asc', worker_status: 'ID' },
  { sort: 'birth_date', order: 'desc', customer_id: 'c2' },
  { sort: 'name', order: 'asc', search: 'ross' },
];

describe.each(testDatabases())('the workers list across commits, learning or not, on $label', (factory) => {
  let db: Database;
  let statements: string[];
  const commits = readModelCommitsStandIn();

  /** The walk's pages (ids) and totals, 5 rows a page. */
  async function walk(handler: ListWorkersHandler, query: Partial<ListWorkersRequestDto>) {
    const pages: { ids: string[]; total: number }[] = [];
    for (let page = 1; page < 50; page++) {
      const params = Object.assign(new ListWorkersRequestDto(), { per_page: 5, ...query, page });
      const answer = await handler.execute(new ListWorkersQuery(params, ALL));
      pages.push({ ids: answer.data.map((row) => row.id), total: answer.meta.total });
      if (answer.data.length < 5) break;
    }
    return pages;
  }

  async function project(events: RecordedEvent[]): Promise<void> {
    await db.transaction((tx) => workersProjector.applyBatch!(events, tx));
    commits.commit('workers', events);
  }

  beforeAll(async () => {
    log.reset();
    const opened = await factory.create();
    for (const ddl of workersProjector.migrations) await opened.query(ddl);
    // Every statement the handlers send, to see what the learning one no longer asks.
    db = new Proxy(opened, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return (text: string, ...rest: unknown[]) => {
          statements.push(text);
          return (target.query as (...args: unknown[]) => unknown).call(target, text, ...rest);
        };
      },
    });
    statements = [];
    await project([
      recorded('customer-c1', 'CustomerCreated', { customerId: 'c1', entityId: 'e1', companyName: 'Acme', vatNumber: null }),
      recorded('customer-c2', 'CustomerCreated', { customerId: 'c2', entityId: 'e1', companyName: 'Beta', vatNumber: null }),
      ...Array.from({ length: COUNT }, (_, n) => hire(n)),
    ]);
  }, 60_000);
  afterAll(() => db.close());

  it('answers what a list asked afresh answers after every kind of change, and keeps what a change cannot touch', async () => {
    const fresh = new ListWorkersHandler(db, new ListPagingCache(null, []));
    const learning = new ListWorkersHandler(db, new ListPagingCache(commits, ['workers'], 0, workersListChange));
    const same = async (step: string) => {
      for (const list of LISTS) {
        const expected = await walk(fresh, list);
        // Twice: the first walk may learn, the second is answered from what it learnt.
        for (const round of [1, 2])
          expect({ step, list, round, pages: await walk(learning, list) }).toEqual({ step, list, round, pages: expected });
      }
    };
    const asked = async (list: Partial<ListWorkersRequestDto>, test: (text: string) => boolean) => {
      statements = [];
      await walk(learning, list);
      return statements.filter(test).length;
    };
    // Counts of the list itself: weighing the rows added since (`AS added` for a count, `AS moved_…` for the page
    // starts: probes of their keys) is not one.
    const countsAsked = (list: Partial<ListWorkersRequestDto>) =>
      asked(list, (text) => text.includes('count(*)') && !text.includes('AS added') && !text.includes('AS moved_0'));
    await same('prima dei cambiamenti');

    // The exclusion from surveillance: no list filters or sorts on it, every count is kept.
    await project([recorded('worker-w1', 'WorkerEmploymentUpdated', { workerId: 'w1', excludeSs: true })]);
    expect(await countsAsked({ sort: 'name', order: 'asc' })).toBe(0);
    expect(await countsAsked({ sort: 'name', order: 'asc', contract: 'INDETERMINATO' })).toBe(0);
    await same('esclusione dalla sorveglianza');

    // A contract changed: the contract filter counts again, the plain list does not.
    await project([recorded('worker-w3', 'WorkerEmploymentUpdated', { workerId: 'w3', contract: 'DETERMINATO' })]);
    expect(await countsAsked({ sort: 'name', order: 'asc' })).toBe(0);
    expect(await countsAsked({ sort: 'name', order: 'asc', contract: 'INDETERMINATO' })).toBeGreaterThan(0);
    await same('contratto');

    // Each of these moves rows in some order or in or out of some filter.
    const changes: [string, RecordedEvent[]][] = [
      ['giudizio e prossima visita', [...signedVisit(4, 'ID', '2026-09-01'), ...signedVisit(9, 'NI', '2027-01-01')]],
      ['cognome', [recorded('worker-w5', 'WorkerPersonalDataUpdated', { workerId: 'w5', lastName: 'Aaron' })]],
      ['data di nascita', [recorded('worker-w6', 'WorkerPersonalDataUpdated', { workerId: 'w6', birthDate: '1940-01-01' })]],
      ['trasferimento', [recorded('worker-w7', 'WorkerTransferred', { workerId: 'w7', customerId: 'c2', factoryId: null })]],
      ["nome dell'azienda", [recorded('customer-c2', 'CustomerUpdated', { customerId: 'c2', companyName: 'Alfa' })]],
      ['dimissioni', [recorded('worker-w8', 'WorkerResigned', { workerId: 'w8', resignedOn: '2026-04-30' })]],
      ['assunzione', [hire(COUNT), hire(COUNT + 1)]],
      ['un Rossi in più per la ricerca', [recorded('worker-w11', 'WorkerPersonalDataUpdated', { workerId: 'w11', lastName: 'Rossini' })]],
    ];
    for (const [step, events] of changes) {
      await project(events);
      await same(step);
    }

    // Hires one commit at a time, each a surname elsewhere in the order: the plain list weighs them into what it
    // kept (its counts and page starts) instead of counting again, and still pages as a list asked afresh.
    // The quick search looks its names up again only when the new worker's name has the text.
    const search = { sort: 'name', order: 'asc', search: 'ross' } as const;
    await walk(learning, search);
    for (const n of [COUNT + 2, COUNT + 3, COUNT + 4, COUNT + 5]) {
      await project([hire(n)]);
      expect({ n, counts: await countsAsked({ sort: 'name', order: 'asc' }) }).toEqual({ n, counts: 0 });
      expect({ n, counts: await countsAsked({ sort: 'birth_date', order: 'desc', customer_id: 'c2' }) }).toEqual({ n, counts: 0 });
      const lookups = await asked(search, (text) => text.includes('workers_search_names'));
      expect({ n, lastName: SURNAMES[n % SURNAMES.length], lookups }).toEqual({
        n,
        lastName: SURNAMES[n % SURNAMES.length],
        lookups: n % SURNAMES.length === 0 ? 1 : 0,
      });
      await same(`assunzione di w${n}`);
    }
  }, 120_000);
});
