import type { Database, QueryOptions } from '@tutela/contracts';
import { prefixRange, WORKER_SEARCH_LIMIT, WORKERS_MIGRATIONS, WORKERS_SEARCH_NAMES_BACKFILL, workerSearchText } from '@tutela/projections';
import { testDatabases } from '@tutela/projections/src/testing/test-databases';
import type { TenantScope as WorkerScope } from '@tutela/contracts';
import { SearchWorkersHandler } from './search-workers.handler';
import { SearchWorkersQuery } from './search-workers.query';

const ENTITY = 'e1';
const ALL: WorkerScope = {
  entityId: null,
  customerIds: null,
  factoryIds: null,
};
const STAFF: WorkerScope = {
  entityId: ENTITY,
  customerIds: null,
  factoryIds: null,
};

interface Seed {
  id: string;
  first: string;
  last: string;
  fiscal?: string;
  resigned?: boolean;
  entity?: string;
  customer?: string;
}

const WORKERS: Seed[] = [
  { id: 'mario', first: 'Mario', last: 'Rossi' },
  { id: 'alba', first: 'Àlba', last: 'Rossi', customer: 'c2' },
  { id: 'rossana', first: 'Rossana', last: 'Bianchi' },
  { id: 'grossi', first: 'Luca', last: 'Grossi' },
  { id: 'rossella', first: 'Rossella', last: 'Rossi' },
  { id: 'resigned', first: 'Dario', last: 'Rossetti', resigned: true },
  { id: 'foreign', first: 'Zeno', last: 'Rossi', entity: 'e2' },
  { id: 'fiscal', first: 'Anna', last: 'Verdi', fiscal: 'RSSMRA85T10A562S' },
  // Many names with one start, and one holding it inside: the first page comes from the start alone.
  ...Array.from({ length: WORKER_SEARCH_LIMIT + 5 }, (_, n) => ({
    id: `neri-${String(n).padStart(2, '0')}`,
    first: `Nome${n}`,
    last: 'Neri',
  })),
  { id: 'enneri', first: 'Aldo', last: 'Enneri' },
  // Right past the end of the "ross" range ("rost"), and a name with LIKE's wildcards in it.
  { id: 'rostagno', first: 'Paolo', last: 'Rostagno' },
  { id: 'wild', first: 'Ugo', last: 'Ro_s%ini' },
];

describe.each(testDatabases())('header worker search on $label', (factory) => {
  let db: Database;
  let handler: SearchWorkersHandler;
  const search = async (name: string, includeResigned = true, scope = STAFF) =>
    (await handler.execute(new SearchWorkersQuery(name, includeResigned, scope))).data.map((row) => row.id);

  beforeAll(async () => {
    db = await factory.create();
    for (const sql of WORKERS_MIGRATIONS) await db.query(sql);
    for (const w of WORKERS) {
      await db.query(
        `INSERT INTO workers (id, entity_id, customer_id, first_name, last_name, sex, fiscal_code, resigned, search_text, created_at, updated_at, revision, last_position)
         VALUES ($1, $2, $3, $4, $5, 'M', $6, $7, $8, now(), now(), 1, 1)`,
        [
          w.id,
          w.entity ?? ENTITY,
          w.customer ?? 'c1',
          w.first,
          w.last,
          w.fiscal ?? null,
          w.resigned ?? false,
          workerSearchText({
            first_name: w.first,
            last_name: w.last,
            fiscal_code: w.fiscal ?? null,
          }),
        ],
      );
    }
    // The register's names, as the projector keeps them (the rows above were written directly).
    await db.query(WORKERS_SEARCH_NAMES_BACKFILL);
    handler = new SearchWorkersHandler(db);
  }, 60_000);
  afterAll(() => db.close());

  it('lists names starting with the text first, in the order of the name that matched, then resigned, then the rest', async () => {
    // "rossana bianchi" < "rossi alba" < "rossi mario" < "rossi rossella"; Rossetti is resigned; Grossi only holds it.
    expect(await search('ross')).toEqual(['rossana', 'alba', 'mario', 'rossella', 'resigned', 'grossi']);
    expect(await search('ross', false)).toEqual(['rossana', 'alba', 'mario', 'rossella', 'grossi']);
  });

  it('ignores accents and case, finds both name orders and the tax code', async () => {
    expect(await search('ROSSI ÀLBA')).toEqual(['alba']);
    expect(await search('alba rossi')).toEqual(['alba']);
    expect(await search('bianchi  ross')).toEqual(['rossana']);
    expect(await search('rssmra85')).toEqual(['fiscal']);
    expect(await search('ssi mar')).toEqual(['mario']);
  });

  it('stays inside the caller scope', async () => {
    expect(await search('zeno')).toEqual([]);
    expect(await search('zeno', true, ALL)).toEqual(['foreign']);
    expect(
      await search('rossi', true, {
        entityId: ENTITY,
        customerIds: ['c2'],
        factoryIds: null,
      }),
    ).toEqual(['alba']);
  });

  it('answers at most the limit, from the names that start with the text when there are enough of them', async () => {
    const neri = WORKERS.filter((w) => w.last === 'Neri')
      .map((w) => ({ id: w.id, key: `neri nome${w.first.slice(4)}` }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, WORKER_SEARCH_LIMIT)
      .map((w) => w.id);
    expect(await search('neri')).toEqual(neri);
    // Fewer than four characters never search.
    expect(await search('ner')).toEqual([]);
  });

  it("takes a name's start as its range and nothing past it, wildcards as plain characters", async () => {
    expect(await search('rost')).toEqual(['rostagno']);
    expect(await search('ro_s')).toEqual(['wild']);
    expect(await search('ro%s')).toEqual([]);
  });

  it("sends the names' starts as one named statement per scope's shape, without a catch-all, planned once on PostgreSQL", async () => {
    const sent: { text: string; name?: string }[] = [];
    const names = await db.transaction(async (tx) => {
      const recording = Object.assign(Object.create(tx), {
        query: (text: string, params?: unknown[], options?: QueryOptions) => {
          sent.push({ text, name: options?.name });
          return tx.query(text, params, options);
        },
      }) as Database;
      const onOneConnection = new SearchWorkersHandler(recording);
      for (let i = 0; i < 8; i++) await onOneConnection.execute(new SearchWorkersQuery(i % 2 ? 'neri' : 'ross', false, STAFF));
      const used = [...new Set(sent.flatMap(({ text, name }) => (name && text.includes('match_key') ? [name] : [])))];
      return factory.label === 'postgres'
        ? (
            await tx.query<{ generic_plans: number }>(
              'SELECT generic_plans::int FROM pg_prepared_statements WHERE name = ANY($1::text[])',
              [used],
            )
          ).rows
        : used.map(() => ({ generic_plans: 1 }));
    });
    const starts = sent.filter(({ text }) => text.includes('match_key'));
    expect(starts).toHaveLength(8);
    expect(starts.every(({ text }) => !/\$\d+(::[a-z]+(\[\])?)? IS NULL/.test(text))).toBe(true);
    expect(new Set(starts.map(({ name }) => name)).size).toBe(1);
    expect(names).toHaveLength(1);
    expect(names[0].generic_plans).toBeGreaterThan(0);
  });
});

describe('prefixRange', () => {
  it("ends a start's range at the key with its last character one higher", () => {
    expect(prefixRange('ross')).toEqual({ lower: 'ross', upper: 'rost' });
    expect(prefixRange('rossi m')).toEqual({ lower: 'rossi m', upper: 'rossi n' });
    expect(prefixRange('ro_z')).toEqual({ lower: 'ro_z', upper: 'ro_{' });
    expect(prefixRange('straß')).toEqual({ lower: 'straß', upper: 'straà' });
    expect(prefixRange('nome😀')).toEqual({ lower: 'nome😀', upper: 'nome😁' });
    expect(prefixRange(`nome${String.fromCodePoint(0x10ffff)}`).upper).toBeNull();
    expect(prefixRange(`nome${String.fromCodePoint(0xd7ff)}`).upper).toBeNull();
  });
});
