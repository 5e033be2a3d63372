import type { INestApplication } from '@nestjs/common';
import {
  HISTORY_MESSAGES,
  type EventStore,
  type RecordHistory,
  type RecordStateAt,
  type WorkerDetail,
  type WorkerHiredData,
  type Database,
} from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, type Actor } from '../shared/event-metadata';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD } from '../demo/demo-data';
import { DATABASE, EVENT_STORE } from '../shared/tokens';

const WORKER = 'a1a1a1a1-0000-4000-8000-000000000001';
const OTHER_ENTITY = 'a1a1a1a1-0000-4000-8000-0000000000ee';
const OTHER_CUSTOMER = 'a1a1a1a1-0000-4000-8000-000000000002';
const FOREIGN_WORKER = 'a1a1a1a1-0000-4000-8000-0000000000f1';
const AUDITOR = 'ente@tutela.demo';
const SECRETARY: Actor = {
  userId: 'segreteria',
  name: 'Sara Galli',
  role: 'secretary',
  entityId: DEMO_ENTITY.id,
};

/** The worker's life: hired in January, e-mail in March, contract in May, resigned in July (all 2025). */
const HISTORY: Array<[string, string, object]> = [
  ['2025-01-10T09:00:00.000Z', 'WorkerHired', {}],
  ['2025-03-10T09:00:00.000Z', 'WorkerPersonalDataUpdated', { workerId: WORKER, email: 'mario.rossi@example.it' }],
  ['2025-05-10T09:00:00.000Z', 'WorkerEmploymentUpdated', { workerId: WORKER, contract: 'INDETERMINATO' }],
  ['2025-07-10T09:00:00.000Z', 'WorkerResigned', { workerId: WORKER, resignedOn: '2025-07-09' }],
];

function hiredData(workerId: string, entityId: string, customerId: string): WorkerHiredData {
  return {
    workerId,
    entityId,
    customerId,
    factoryId: null,
    firstName: 'Mario',
    lastName: 'Rossi',
    sex: 'M',
    birthDate: '1985-12-10',
    birthPlace: 'San Giuliano Terme',
    birthPlaceCode: 'A562',
    fiscalCode: 'RSSMRA85T10A562S',
    email: null,
    hiredOn: null,
    contract: 'DETERMINATO',
  };
}

describe.each(apiTestTargets())('record history API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const tokens = new Map<string, string>();

  async function get(email: string, path: string) {
    if (!tokens.has(email)) {
      const res = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
      expect(res.status).toBe(200);
      tokens.set(email, res.body.data.token);
    }
    return request(app.getHttpServer())
      .get(path)
      .set({ Authorization: `Bearer ${tokens.get(email)}` });
  }

  async function append(stream: string, index: number, type: string, data: object, occurredAt: string, actor: Actor, customerId: string) {
    const commandId = `history-test:${stream}:${index}`;
    const metadata = eventMetadata(actor, commandId, { customerId }, new Date(occurredAt));
    const { position } = await app.get<EventStore>(EVENT_STORE).append(stream, [{ id: eventIdFor(commandId, 0), type, data, metadata }], {
      expectedRevision: index === 0 ? 'no_stream' : index - 1,
    });
    await app.get(ProjectionWaiter).waitFor(position);
  }

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    for (const [index, [occurredAt, type, data]] of HISTORY.entries()) {
      const payload = type === 'WorkerHired' ? hiredData(WORKER, DEMO_ENTITY.id, DEMO_CUSTOMER.id) : data;
      await append(`worker-${WORKER}`, index, type, payload, occurredAt, SECRETARY, DEMO_CUSTOMER.id);
    }
    const stranger: Actor = {
      userId: 'x',
      name: 'Estraneo',
      role: 'secretary',
      entityId: OTHER_ENTITY,
    };
    await append(
      `customer-${OTHER_CUSTOMER}`,
      0,
      'CustomerCreated',
      {
        customerId: OTHER_CUSTOMER,
        entityId: OTHER_ENTITY,
        companyName: 'Altrove S.n.c.',
        vatNumber: null,
      },
      '2025-01-01T00:00:00.000Z',
      stranger,
      OTHER_CUSTOMER,
    );
    await append(
      `worker-${FOREIGN_WORKER}`,
      0,
      'WorkerHired',
      hiredData(FOREIGN_WORKER, OTHER_ENTITY, OTHER_CUSTOMER),
      '2025-01-01T00:00:00.000Z',
      stranger,
      OTHER_CUSTOMER,
    );
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  const stateAt = async (query: string) => {
    const res = await get(AUDITOR, `/api/md/history/worker/${WORKER}/state?${query}`);
    expect(res.status).toBe(200);
    return res.body.data as RecordStateAt<WorkerDetail>;
  };

  it('shows each past state of a worker changed three times at dates between the changes', async () => {
    const february = await stateAt('at=2025-02-01T00:00:00Z');
    expect(february).toMatchObject({
      revision: 0,
      occurred_at: '2025-01-10T09:00:00.000Z',
      status: 'active',
    });
    expect(february.detail).toMatchObject({
      email: null,
      contract: 'DETERMINATO',
      resigned: 0,
      can_edit: false,
      name: expect.stringContaining('Rossi'),
    });

    const april = await stateAt('at=2025-04-01T12:00:00Z');
    expect(april.revision).toBe(1);
    expect(april.detail).toMatchObject({
      email: 'mario.rossi@example.it',
      contract: 'DETERMINATO',
      resigned: 0,
    });

    const june = await stateAt('at=2025-06-01T00:00:00Z');
    expect(june.revision).toBe(2);
    expect(june.detail).toMatchObject({
      email: 'mario.rossi@example.it',
      contract: 'INDETERMINATO',
      resigned: 0,
    });

    const today = await stateAt(`at=${new Date().toISOString()}`);
    expect(today).toMatchObject({ revision: 3, status: 'resigned' });
    expect(today.detail).toMatchObject({
      resigned: 1,
      resigned_on: '2025-07-09',
    });
    // Linked names come from today's card.
    expect(today.detail?.customer.company_name).toBe(DEMO_CUSTOMER.companyName);

    expect((await stateAt('revision=1')).detail?.email).toBe('mario.rossi@example.it');
  });

  it('gives the timeline newest first, with who, role, summary and the field diff', async () => {
    const res = await get(AUDITOR, `/api/md/history/worker/${WORKER}`);
    expect(res.status).toBe(200);
    const history = res.body.data as RecordHistory;
    expect(history).toMatchObject({ kind: 'worker', kind_label: 'Lavoratore' });
    expect(history.entries.map((entry) => entry.revision)).toEqual([3, 2, 1, 0]);
    expect(history.entries[2]).toMatchObject({
      event_type: 'WorkerPersonalDataUpdated',
      actor_name: 'Sara Galli',
      actor_role_label: 'Segreteria',
      occurred_at: '2025-03-10T09:00:00.000Z',
      changes: [
        {
          field: 'personal.email',
          label: 'email',
          before: null,
          after: 'mario.rossi@example.it',
        },
      ],
    });
    expect(history.entries[2].summary).toContain('mario.rossi@example.it');
  });

  it('records every read of a history in record_reads', async () => {
    await get(AUDITOR, `/api/md/history/worker/${WORKER}/state?revision=0`);
    const { rows } = await app
      .get<Database>(DATABASE)
      .query<{ view: string; point: string | null; user_name: string }>(
        'SELECT view, point, user_name FROM record_reads WHERE record_id = $1 ORDER BY id DESC LIMIT 1',
        [WORKER],
      );
    expect(rows[0]).toEqual({
      view: 'state',
      point: 'revision 0',
      user_name: 'Elena Conti',
    });
  });

  it('refuses callers below level 8, hides other tenants’ records and says why a point is wrong', async () => {
    expect((await get('amministrazione@tutela.demo', `/api/md/history/worker/${WORKER}`)).status).toBe(403);
    expect((await get('medico@tutela.demo', `/api/md/history/worker/${WORKER}/state?revision=0`)).status).toBe(403);
    expect((await get(AUDITOR, `/api/md/history/worker/${FOREIGN_WORKER}`)).status).toBe(404);
    expect((await get(AUDITOR, `/api/md/history/worker/${FOREIGN_WORKER}/state?revision=0`)).status).toBe(404);
    expect((await get('admin@tutela.demo', `/api/md/history/worker/${FOREIGN_WORKER}`)).status).toBe(200);
    expect((await get(AUDITOR, `/api/md/history/nonsense/${WORKER}`)).status).toBe(404);
    const early = await get(AUDITOR, `/api/md/history/worker/${WORKER}/state?at=2024-01-01T00:00:00Z`);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(HISTORY_MESSAGES.BEFORE_FIRST_EVENT);
    const none = await get(AUDITOR, `/api/md/history/worker/${WORKER}/state`);
    expect(none.status).toBe(422);
    expect((await get(AUDITOR, `/api/md/history/worker/${WORKER}/state?at=ieri`)).status).toBe(422);
  });
});
