import type { INestApplication } from '@nestjs/common';
import { DVR_STATUS, type EventStore, type RecordHistory } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CUSTOMERS } from '../customers/seed/customers-demo-data';
import { demoFactoryId } from '../customers/seed/customers-demo-seed';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, type Actor } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD } from '../demo/demo-data';

const DVR = 'b2b2b2b2-0000-4000-8000-000000000001';
const FOREIGN_DVR = 'b2b2b2b2-0000-4000-8000-0000000000f1';
const FACTORY = demoFactoryId(DEMO_CUSTOMERS[0], DEMO_CUSTOMERS[0].factories[0]);
const CONSULTANT: Actor = { userId: 'hse', name: 'Paolo Ferri', role: 'hse_manager', entityId: DEMO_ENTITY.id };
const signedBy = { id: 'hse', name: 'Paolo Ferri', role: 'hse_manager' };
const createdData = (dvrId: string, entityId: string) => ({
  dvrId,
  entityId,
  customerId: DEMO_CUSTOMER.id,
  factoryId: FACTORY,
  code: 'SEDE',
  title: 'DVR di sede',
  formCode: 'DVR-SEDE',
  formVersion: 1,
});
const DATA = { areas: [{ area_id: 'a', name: 'Reparto', job_ids: [] }] };
const EVENTS: Array<[string, object, string]> = [
  ['DvrCreated', createdData(DVR, DEMO_ENTITY.id), '2026-01-10T09:00:00.000Z'],
  ['DvrDataSaved', { dvrId: DVR, data: DATA, formCode: 'DVR-SEDE', formVersion: 1, sections: ['areas'] }, '2026-02-10T09:00:00.000Z'],
  [
    'DvrSigned',
    {
      dvrId: DVR,
      revisionNumber: 1,
      data: DATA,
      formCode: 'DVR-SEDE',
      formVersion: 1,
      signedBy,
      signedAt: '2026-03-10T09:00:00.000Z',
      documentDate: '2026-03-10',
      jobHazards: [],
    },
    '2026-03-10T09:00:00.000Z',
  ],
  [
    'DvrReopened',
    { dvrId: DVR, archivedRevision: 1, reopenedBy: signedBy, reopenedAt: '2026-04-10T09:00:00.000Z' },
    '2026-04-10T09:00:00.000Z',
  ],
];

describe.each(apiTestTargets())('DVR history on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const get = async (email: string, path: string) => {
    const login = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
    expect(login.status).toBe(200);
    return http()
      .get(path)
      .set({ Authorization: `Bearer ${login.body.data.token}` });
  };

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const store = app.get<EventStore>(EVENT_STORE);
    let position = 0;
    for (const [index, [type, data, occurredAt]] of EVENTS.entries()) {
      const key = `dvr-history-test:${index}`;
      const metadata = eventMetadata(CONSULTANT, key, { customerId: DEMO_CUSTOMER.id, factoryId: FACTORY }, new Date(occurredAt));
      ({ position } = await store.append(`dvr-${DVR}`, [{ id: eventIdFor(key, 0), type, data, metadata }], { expectedRevision: 'any' }));
    }
    const foreign = eventMetadata({ ...CONSULTANT, entityId: 'b2b2b2b2-0000-4000-8000-0000000000ee' }, 'dvr-history-test:foreign');
    await store.append(
      `dvr-${FOREIGN_DVR}`,
      [
        {
          id: eventIdFor('dvr-history-test:foreign', 0),
          type: 'DvrCreated',
          data: createdData(FOREIGN_DVR, 'b2b2b2b2-0000-4000-8000-0000000000ee'),
          metadata: foreign,
        },
      ],
      { expectedRevision: 'any' },
    );
    await app.get(ProjectionWaiter).waitFor(position);
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it("gives the safety consultant (level 8 in sr) the DVR's timeline with the activity log's sentences", async () => {
    const res = await get('hse@tutela.demo', `/api/sr/history/dvr/${DVR}`);
    expect(res.status).toBe(200);
    const history = res.body.data as RecordHistory;
    expect(history).toMatchObject({ kind: 'dvr', kind_label: 'DVR', title: expect.stringContaining('DVR di sede') });
    expect(history.entries.map((entry) => entry.summary)).toEqual([
      'Riapertura DVR: revisione 1 archiviata.',
      'Firma DVR revisione 1.',
      'Salvataggio DVR (sezione: Aree).',
      'Creazione DVR di sede.',
    ]);
  });

  it('rebuilds the DVR as it stood at a date: signed, then open with its revision archived', async () => {
    const signed = await get('hse@tutela.demo', `/api/sr/history/dvr/${DVR}/state?at=2026-03-20T00:00:00Z`);
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({
      status: 'signed',
      detail: { status: DVR_STATUS.SIGNED, dvrdata: DATA, revisions: [{ number: 1, archived: false }] },
    });
    const reopened = await get('hse@tutela.demo', `/api/sr/history/dvr/${DVR}/state?revision=3`);
    expect(reopened.body.data).toMatchObject({
      status: 'open',
      detail: { status: DVR_STATUS.OPEN, revisions: [{ number: 1, archived: true }] },
    });
  });

  it("refuses the consultant where their level is below 8 and hides another entity's DVR", async () => {
    expect((await get('hse@tutela.demo', `/api/md/history/dvr/${DVR}`)).status).toBe(403);
    expect((await get('hse@tutela.demo', `/api/sr/history/dvr/${FOREIGN_DVR}`)).status).toBe(404);
    expect((await get('hse@tutela.demo', `/api/sr/history/dvr/b2b2b2b2-0000-4000-8000-0000000000ff`)).status).toBe(404);
  });
});
