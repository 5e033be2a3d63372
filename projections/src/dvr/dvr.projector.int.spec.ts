import type { EventMetadata, RecordedEvent } from '@tutela/contracts';
import type { Database } from '../database/database';
import type { Projector } from '../runtime/projector';
import { testDatabases } from '../testing/test-databases';
import { dvrProjector } from './dvr.projector';

const meta = (occurredAt: string): EventMetadata => ({
  actorId: 'u1',
  actorName: 'Paolo Ferri',
  actorRole: 'hse_manager',
  entityId: 'en1',
  correlationId: 'c',
  causationId: null,
  commandId: 'c',
  occurredAt,
});

let position = 0;
let revision = -1;
function recorded(type: string, data: unknown): RecordedEvent {
  position += 1;
  revision += 1;
  return {
    id: `ev${position}`,
    stream: 'dvr-d1',
    revision,
    position,
    type,
    schemaVersion: 1,
    data,
    metadata: meta(new Date(Date.UTC(2026, 0, 1, 8, 0, position)).toISOString()),
  };
}

const signer = { id: 'u1', name: 'Paolo Ferri', role: 'hse_manager' };
const signed = (revisionNumber: number, data: Record<string, unknown>, documentDate: string) =>
  recorded('DvrSigned', {
    dvrId: 'd1',
    revisionNumber,
    data,
    formCode: 'DVR-SEDE',
    formVersion: revisionNumber,
    signedBy: signer,
    signedAt: `${documentDate}T10:00:00.000Z`,
    documentDate,
    jobHazards: [],
  });

function history(): RecordedEvent[] {
  position = 0;
  revision = -1;
  return [
    recorded('DvrCreated', {
      dvrId: 'd1',
      entityId: 'en1',
      customerId: 'c1',
      factoryId: 'f1',
      code: 'SEDE',
      title: 'DVR di sede',
      formCode: 'DVR-SEDE',
      formVersion: 1,
    }),
    recorded('DvrDataSaved', { dvrId: 'd1', data: { card: { note: 'prima' } }, formCode: 'DVR-SEDE', formVersion: 1, sections: ['card'] }),
    signed(1, { card: { note: 'prima' } }, '2026-01-10'),
    recorded('DvrHazardsApplied', { dvrId: 'd1', revisionNumber: 1, jobs: [], workers: 0 }),
    recorded('DvrReopened', { dvrId: 'd1', archivedRevision: 1, reopenedBy: signer, reopenedAt: '2026-01-11T10:00:00.000Z' }),
    recorded('DvrDataSaved', {
      dvrId: 'd1',
      data: { card: { note: 'seconda' } },
      formCode: 'DVR-SEDE',
      formVersion: 2,
      sections: ['card'],
    }),
    signed(2, { card: { note: 'seconda' } }, '2026-01-12'),
  ];
}

async function project(db: Database, projector: Projector, events: RecordedEvent[]): Promise<void> {
  for (const statement of projector.migrations) await db.query(statement);
  for (const event of events.filter((e) => projector.handles.includes(e.type))) await db.transaction((tx) => projector.apply(event, tx));
}

describe.each(testDatabases())('dvr projector on $label', (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.create();
  });
  afterEach(async () => {
    await db.close();
  });

  it('sign → reopen → sign keeps two revisions with their own data, the first archived', async () => {
    const events = history();
    await project(db, dvrProjector, events);
    // A replay changes nothing.
    await project(db, dvrProjector, events);
    const { rows: revisions } = await db.query(
      'SELECT number, archived, dvrdata, form_version, document_date, signed_by_name FROM dvr_revisions ORDER BY number',
    );
    expect(revisions).toEqual([
      {
        number: 1,
        archived: true,
        dvrdata: { card: { note: 'prima' } },
        form_version: 1,
        document_date: '2026-01-10',
        signed_by_name: 'Paolo Ferri',
      },
      {
        number: 2,
        archived: false,
        dvrdata: { card: { note: 'seconda' } },
        form_version: 2,
        document_date: '2026-01-12',
        signed_by_name: 'Paolo Ferri',
      },
    ]);
    const { rows } = await db.query('SELECT status, last_revision, last_signed_at, dvrdata, revision, factory_id, code FROM dvrs');
    expect(rows).toEqual([
      {
        status: 1,
        last_revision: 2,
        last_signed_at: '2026-01-12T10:00:00.000Z',
        dvrdata: { card: { note: 'seconda' } },
        revision: 6,
        factory_id: 'f1',
        code: 'SEDE',
      },
    ]);
  });

  it('a reopened DVR is open again with its saved data, the signed revision kept', async () => {
    await project(db, dvrProjector, history().slice(0, 6));
    const { rows } = await db.query('SELECT status, last_revision, dvrdata, form_version, data_saved FROM dvrs');
    expect(rows).toEqual([{ status: 0, last_revision: 1, dvrdata: { card: { note: 'seconda' } }, form_version: 2, data_saved: true }]);
    expect((await db.query('SELECT number, archived FROM dvr_revisions')).rows).toEqual([{ number: 1, archived: true }]);
  });
});
