import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import type { Projector } from '../runtime/projector';
import { testEventLog } from '../testing/recorded-events';
import { testDatabases } from '../testing/test-databases';
import { workersProjector } from '../workers/workers.projector';
import { examinationsProjector } from './examinations.projector';

const meta = (occurredAt: string, actorName = 'Dott. Rossi'): EventMetadata => ({
  actorId: 'u1',
  actorName,
  actorRole: 'doctor',
  entityId: 'en1',
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt,
});

const log = testEventLog(meta);
const recorded = log.recorded;

const signed = (examinationId: string, version: number, giudizio: string, date: string, next: string) =>
  recorded(`examination-${examinationId}`, 'ExaminationSigned', {
    examinationId,
    version,
    data: { giudizio, note: `v${version}` },
    formCode: 'VIS',
    formVersion: 1,
    outcome: giudizio,
    outcomeBis: 'PV',
    examinationDate: date,
    signedBy: { id: 'u1', name: 'Dott. Rossi', role: 'doctor' },
    signedAt: `${date}T10:00:00.000Z`,
    performedTypeIds: [10, 15],
    nextVisitPeriod: null,
    nextVisitDate: next,
  });

function history(): RecordedEvent[] {
  log.reset();
  return [
    recorded('worker-w1', 'WorkerHired', {
      workerId: 'w1',
      entityId: 'en1',
      customerId: 'c1',
      factoryId: null,
      firstName: 'Mario',
      lastName: 'Rossi',
      sex: 'M',
      birthDate: '1980-01-01',
    }),
    recorded('examination-x1', 'ExaminationStarted', {
      examinationId: 'x1',
      kind: 'VIS',
      typeId: 10,
      workerId: 'w1',
      entityId: 'en1',
      customerId: 'c1',
      factoryId: null,
      examinationDate: '2026-01-10',
      timeKey: 't1',
      jobId: 'j1',
      jobName: 'Magazziniere',
      hazards: [],
      doctorId: 'u1',
      formCode: 'VIS',
      formVersion: 1,
    }),
    recorded('examination-x1', 'ExaminationDataSaved', {
      examinationId: 'x1',
      data: { giudizio: 'ID' },
      status: 'NF',
      outcome: 'ID',
      outcomeBis: null,
      examinationDate: '2026-01-10',
      formCode: 'VIS',
      formVersion: 1,
    }),
    signed('x1', 1, 'ID', '2026-01-10', '2027-01-10'),
    recorded('examination-x1', 'ExaminationReopened', {
      examinationId: 'x1',
      archivedVersion: 1,
      reopenedBy: { id: 'u1', name: 'Dott. Rossi', role: 'doctor' },
      reopenedAt: '2026-01-11T10:00:00.000Z',
    }),
    recorded('examination-x1', 'ExaminationFileAttached', {
      examinationId: 'x1',
      fileId: 'f1',
      fileName: 'referto.pdf',
      mimeType: 'application/pdf',
      size: 3,
      sha256: 'abc',
    }),
    signed('x1', 2, 'IL', '2026-01-10', '2026-07-10'),
  ];
}

async function project(db: Database, projector: Projector, events: RecordedEvent[], batch: boolean): Promise<void> {
  for (const statement of projector.migrations) await db.query(statement);
  const handled = events.filter((event) => projector.handles.includes(event.type));
  if (batch && projector.applyBatch) await db.transaction((tx) => projector.applyBatch!(handled, tx));
  else for (const event of handled) await db.transaction((tx) => projector.apply(event, tx));
}

describe.each(testDatabases())('examinations projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
  });
  afterEach(async () => {
    await db.close();
  });

  it('sign → reopen → sign keeps two versions with their own data, the first archived', async () => {
    const events = history();
    await project(db, examinationsProjector, events, false);
    // A replay changes nothing.
    await project(db, examinationsProjector, events, false);
    const { rows: versions } = await db.query<{ version: number; archived: boolean; exdata: { note: string }; outcome: string }>(
      'SELECT version, archived, exdata, outcome FROM examination_versions ORDER BY version',
    );
    expect(versions).toEqual([
      { version: 1, archived: true, exdata: { giudizio: 'ID', note: 'v1' }, outcome: 'ID' },
      { version: 2, archived: false, exdata: { giudizio: 'IL', note: 'v2' }, outcome: 'IL' },
    ]);
    const { rows } = await db.query<{ status: number; outcome: string; versions: number; files: { fileName: string }[]; job_name: string }>(
      'SELECT status, outcome, versions, files, job_name FROM examinations',
    );
    expect(rows).toEqual([
      { status: 1, outcome: 'IL', versions: 2, files: [expect.objectContaining({ fileName: 'referto.pdf' })], job_name: 'Magazziniere' },
    ]);
  });

  it.each([false, true])('the worker follows its signed visits (batch %s)', async (batch) => {
    const events = history();
    const reopenedOnly = events.slice(0, 5);
    await project(db, workersProjector, reopenedOnly.slice(0, 4), batch);
    const worker = async () =>
      (
        await db.query<{
          suitability: string | null;
          last_visit: string | null;
          next_visit: string | null;
          exam_last: Record<string, string>;
        }>("SELECT suitability, last_visit, next_visit, exam_last FROM workers WHERE id = 'w1'")
      ).rows[0];
    expect(await worker()).toEqual({
      suitability: 'ID',
      last_visit: '2026-01-10',
      next_visit: '2027-01-10',
      exam_last: { '10': '2026-01-10', '15': '2026-01-10' },
    });
    await project(db, workersProjector, [reopenedOnly[4]], batch);
    expect(await worker()).toEqual({ suitability: null, last_visit: null, next_visit: null, exam_last: {} });
    await project(db, workersProjector, events.slice(5), batch);
    expect(await worker()).toEqual({
      suitability: 'IL',
      last_visit: '2026-01-10',
      next_visit: '2026-07-10',
      exam_last: { '10': '2026-01-10', '15': '2026-01-10' },
    });
  });
});
