import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import { testDatabases } from '../testing/test-databases';
import { jobsProjector } from './jobs.projector';

const ENTITY = '22222222-2222-4222-8222-222222222222';
const JOB = '44444444-4444-4444-8444-444444444444';
const OTHER = '44444444-4444-4444-8444-555555555555';

let position = 0;
const metadata = (minute: number): EventMetadata => ({
  actorId: 'u1',
  actorName: 'Elena Conti',
  actorRole: 'doctor',
  entityId: ENTITY,
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt: new Date(Date.UTC(2025, 3, 1, 9, minute)).toISOString(),
});
const event = (jobId: string, revision: number, type: string, data: unknown): RecordedEvent => ({
  id: `ev-${++position}`,
  stream: `job-${jobId}`,
  revision,
  position,
  type,
  schemaVersion: 1,
  data,
  metadata: metadata(position),
});

function history(): RecordedEvent[] {
  position = 0;
  const noise = { hazardId: 'RUMORE', evaluationDate: '2025-03-01', expositionDays: 220, frequency: 4, formData: { LEXD: 86 } };
  return [
    event(JOB, 0, 'JobCreated', { jobId: JOB, entityId: ENTITY, customerId: null, factoryId: null, name: 'Magazziniere', level: 1 }),
    event(OTHER, 0, 'JobCreated', {
      jobId: OTHER,
      entityId: ENTITY,
      customerId: 'c1',
      factoryId: 'f1',
      name: 'Saldatore',
      nameEng: 'Welder',
      level: 2,
      jobType: 'JOB',
    }),
    event(JOB, 1, 'JobHazardsSet', { jobId: JOB, hazards: [noise], propagate: false }),
    event(JOB, 2, 'JobUpdated', { jobId: JOB, description: 'Carico e scarico merci', level: 2 }),
    event(JOB, 3, 'JobHealthProtocolSet', {
      jobId: JOB,
      protocol: [{ examinationTypeId: 10, period: 12, periodInJob: null }],
      propagate: true,
    }),
    event(OTHER, 1, 'JobRetired', { jobId: OTHER }),
    // A second creation of the same job (a replayed or duplicated event) changes nothing.
    event(JOB, 4, 'JobCreated', { jobId: JOB, entityId: ENTITY, customerId: null, factoryId: null, name: 'Doppione', level: 3 }),
  ];
}

describe.each(testDatabases())('jobs projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
    for (const migration of jobsProjector.migrations) await db.query(migration);
  });
  afterEach(() => db.close());

  const dump = async () => (await db.query('SELECT * FROM jobs ORDER BY id')).rows;

  it('folds creation, update, hazards, protocol and retirement into one row per job', async () => {
    await db.transaction((tx) => jobsProjector.applyBatch!(history(), tx));
    const rows = await dump();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: JOB,
      entity_id: ENTITY,
      customer_id: null,
      name: 'Magazziniere',
      description: 'Carico e scarico merci',
      level: 2,
      job_type: 'JOB',
      retired: false,
      hazards: [{ hazardId: 'RUMORE', frequency: 4 }],
      health_protocol: [{ examinationTypeId: 10, period: 12 }],
      revision: 3,
    });
    expect(rows[1]).toMatchObject({ id: OTHER, customer_id: 'c1', factory_id: 'f1', name_eng: 'Welder', retired: true, revision: 1 });
  });

  it('leaves the same rows event by event, in one batch, in odd batches and when replayed (rebuild equals live)', async () => {
    const events = history();
    await db.transaction((tx) => jobsProjector.applyBatch!(events, tx));
    const oneBatch = await dump();
    await db.query('TRUNCATE jobs');
    for (const e of events) await db.transaction((tx) => jobsProjector.apply(e, tx));
    expect(await dump()).toEqual(oneBatch);
    await db.query('TRUNCATE jobs');
    for (let from = 0; from < events.length; from += 3)
      await db.transaction((tx) => jobsProjector.applyBatch!(events.slice(from, from + 3), tx));
    expect(await dump()).toEqual(oneBatch);
    // A replay of the whole log over the projected rows changes nothing.
    await db.transaction((tx) => jobsProjector.applyBatch!(events, tx));
    expect(await dump()).toEqual(oneBatch);
  });
});
