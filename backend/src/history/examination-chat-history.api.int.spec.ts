import type { INestApplication } from '@nestjs/common';
import type { EventStore, ExaminationStartedData, RecordHistory, RecordStateAt, Database } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, type Actor } from '../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD } from '../demo/demo-data';

const WORKER = 'b2b2b2b2-0000-4000-8000-000000000001';
const VISIT = 'b2b2b2b2-0000-4000-8000-0000000000e1';
const AMM_CHAT = 'b2b2b2b2-0000-4000-8000-0000000000c1';
const OWN_CHAT = 'b2b2b2b2-0000-4000-8000-0000000000c2';
const PRIVATE_CHAT = 'b2b2b2b2-0000-4000-8000-0000000000c3';
const AUDITOR = 'ente@tutela.demo';
const DOCTOR = 'medico@tutela.demo';
const OTHER_DOCTOR = 'specializzando@tutela.demo';
const SECRETARY_EMAIL = 'segreteria@tutela.demo';
const CUSTOMER_USER = 'cliente@tutela.demo';

describe.each(apiTestTargets())('examination and chat history API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const tokens = new Map<string, string>();
  const ids = new Map<string, { id: string; name: string }>();

  async function login(email: string): Promise<string> {
    if (!tokens.has(email)) {
      const res = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
      expect(res.status).toBe(200);
      tokens.set(email, res.body.data.token);
      const me = await request(app.getHttpServer())
        .get('/api/md/getuserdata')
        .set({ Authorization: `Bearer ${res.body.data.token}` })
        .expect(200);
      ids.set(email, {
        id: me.body.data.id,
        name: me.body.data.name,
      });
    }
    return tokens.get(email)!;
  }

  async function get(email: string, path: string) {
    const token = await login(email);
    return request(app.getHttpServer())
      .get(path)
      .set({ Authorization: `Bearer ${token}` });
  }

  async function append(
    stream: string,
    expected: number | 'no_stream',
    events: Array<{ type: string; data: object; at: string; actor: Actor }>,
  ) {
    const store = app.get<EventStore>(EVENT_STORE);
    let revision = expected;
    let last = 0;
    for (const [index, event] of events.entries()) {
      const commandId = `histkinds-test:${stream}:${index}`;
      const metadata = eventMetadata(event.actor, commandId, { customerId: DEMO_CUSTOMER.id }, new Date(event.at));
      const { position } = await store.append(stream, [{ id: eventIdFor(commandId, 0), type: event.type, data: event.data, metadata }], {
        expectedRevision: revision,
      });
      revision = revision === 'no_stream' ? 0 : revision + 1;
      last = Number(position);
    }
    await app.get(ProjectionWaiter).waitFor(last);
  }

  const actorOf = (email: string, role: string): Actor => ({
    userId: ids.get(email)!.id,
    name: ids.get(email)!.name,
    role,
    entityId: DEMO_ENTITY.id,
  });

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    for (const email of [AUDITOR, DOCTOR, OTHER_DOCTOR, SECRETARY_EMAIL]) await login(email);
    const doctor = actorOf(DOCTOR, 'doctor');
    const secretary = actorOf(SECRETARY_EMAIL, 'secretary');
    const auditor = actorOf(AUDITOR, 'entity_administrator');
    await append(`worker-${WORKER}`, 'no_stream', [
      {
        type: 'WorkerHired',
        at: '2026-01-05T09:00:00.000Z',
        actor: secretary,
        data: {
          workerId: WORKER,
          entityId: DEMO_ENTITY.id,
          customerId: DEMO_CUSTOMER.id,
          factoryId: null,
          firstName: 'Ugo',
          lastName: 'Storico',
          sex: 'M',
          birthDate: '1980-02-01',
          birthPlace: 'Pisa',
          birthPlaceCode: 'G702',
          fiscalCode: 'STRGUO80B01G702X',
          email: null,
        },
      },
    ]);
    const started: ExaminationStartedData = {
      examinationId: VISIT,
      kind: 'VIS',
      typeId: 10,
      workerId: WORKER,
      entityId: DEMO_ENTITY.id,
      customerId: DEMO_CUSTOMER.id,
      factoryId: null,
      examinationDate: '2026-03-02',
      timeKey: VISIT,
      jobId: null,
      jobName: null,
      hazards: [],
      doctorId: null,
      formCode: 'VIS',
      formVersion: 1,
    };
    const common = {
      examinationId: VISIT,
      formCode: 'VIS',
      formVersion: 1,
      examinationDate: '2026-03-02',
      outcome: 'IDONEO',
      outcomeBis: null,
    };
    await append(`examination-${VISIT}`, 'no_stream', [
      { type: 'ExaminationStarted', at: '2026-03-02T08:00:00.000Z', actor: doctor, data: started },
      {
        type: 'ExaminationDataSaved',
        at: '2026-03-02T08:30:00.000Z',
        actor: doctor,
        data: { ...common, status: 'NF', data: { anamnesi: 'nessuna' } },
      },
      {
        type: 'ExaminationSigned',
        at: '2026-03-02T09:00:00.000Z',
        actor: doctor,
        data: {
          ...common,
          data: { anamnesi: 'nessuna', giudizio: 'IDONEO' },
          version: 1,
          signedBy: { id: doctor.userId, name: doctor.name, role: 'doctor' },
          signedAt: '2026-03-02T09:00:00.000Z',
          performedTypeIds: [10],
          nextVisitPeriod: 12,
          nextVisitDate: '2027-03-02',
        },
      },
      {
        type: 'ExaminationReopened',
        at: '2026-03-04T10:00:00.000Z',
        actor: doctor,
        data: {
          examinationId: VISIT,
          archivedVersion: 1,
          reopenedBy: { id: doctor.userId, name: doctor.name, role: 'doctor' },
          reopenedAt: '2026-03-04T10:00:00.000Z',
        },
      },
      {
        type: 'ExaminationDataSaved',
        at: '2026-03-04T10:30:00.000Z',
        actor: doctor,
        data: { ...common, status: 'NF', data: { anamnesi: 'allergia', giudizio: 'IDONEO' } },
      },
    ]);
    const member = (actor: Actor) => ({ userId: actor.userId, name: actor.name });
    const chat = (chatId: string, type: string, a: Actor, b: Actor, text: string) =>
      append(`chat-${chatId}`, 'no_stream', [
        {
          type: 'ChatOpened',
          at: '2026-03-05T09:00:00.000Z',
          actor: a,
          data: {
            chatId,
            entityId: DEMO_ENTITY.id,
            customerId: null,
            title: `Chat ${type}`,
            type,
            createdBy: member(a),
            participants: [member(a), member(b)],
          },
        },
        {
          type: 'ChatMessagePosted',
          at: '2026-03-05T09:01:00.000Z',
          actor: a,
          data: { chatId, messageId: `${chatId.slice(0, 8)}-m1`, text, author: member(a) },
        },
        { type: 'ChatClosed', at: '2026-03-05T10:00:00.000Z', actor: a, data: { chatId } },
      ]);
    await chat(AMM_CHAT, 'AMM', doctor, secretary, 'testo amministrativo');
    await chat(OWN_CHAT, 'SING', auditor, doctor, 'testo tra ente e medico');
    await chat(PRIVATE_CHAT, 'SING', doctor, secretary, 'testo privato');
  }, 120_000);

  afterAll(async () => {
    await created?.close();
  });

  it("shows the auditor a visit's timeline and its state between signature and reopening", async () => {
    const res = await get(AUDITOR, `/api/md/history/examination/${VISIT}`);
    expect(res.status).toBe(200);
    const history = res.body.data as RecordHistory;
    expect(history.kind_label).toBe('Visita');
    expect(history.title).toBe('Ugo Storico – 02/03/2026');
    expect(history.entries.map((e) => e.event_type)).toEqual([
      'ExaminationDataSaved',
      'ExaminationReopened',
      'ExaminationSigned',
      'ExaminationDataSaved',
      'ExaminationStarted',
    ]);
    expect(history.entries[0].changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'data.anamnesi', before: 'nessuna', after: 'allergia' })]),
    );
    const state = await get(AUDITOR, `/api/md/history/examination/${VISIT}/state?at=2026-03-03T12:00:00.000Z`);
    expect(state.status).toBe(200);
    const at = state.body.data as RecordStateAt;
    expect(at.status).toBe('signed');
    expect(at.fields['data.anamnesi']).toBe('nessuna');
    expect(at.fields['formVersion']).toBe(1);
    expect(at.fields['signedVersions']).toBe(1);
    // The card's shape: the data with its own form version, for the read-only form.
    expect(at.detail).toEqual(
      expect.objectContaining({
        status: 'FI',
        form_code: 'VIS',
        form_version: 1,
        exdata: { anamnesi: 'nessuna', giudizio: 'IDONEO' },
        versions: 1,
      }),
    );
    const db = app.get<Database>(DATABASE);
    const reads = await db.query<{ view: string }>("SELECT view FROM record_reads WHERE kind = 'examination' AND record_id = $1", [VISIT]);
    expect(reads.rows.map((r) => r.view).sort()).toEqual(['state', 'timeline']);
    const health = await db.query<{ what: string; user_id: string }>(
      "SELECT what, user_id FROM health_data_reads WHERE examination_id = $1 AND what = 'cronologia'",
      [VISIT],
    );
    expect(health.rows.map((r) => r.user_id)).toEqual([ids.get(AUDITOR)!.id, ids.get(AUDITOR)!.id]);
  });

  it("lets the visit's own doctor at level 6 read it, and not another doctor nor the customer", async () => {
    expect((await get(DOCTOR, `/api/md/history/examination/${VISIT}`)).status).toBe(200);
    expect((await get(OTHER_DOCTOR, `/api/md/history/examination/${VISIT}`)).status).toBe(403);
    expect([403, 404]).toContain((await get(CUSTOMER_USER, `/api/md/history/examination/${VISIT}`)).status);
    // The doctor's lower level is for visits only: other kinds still need level 8.
    expect((await get(DOCTOR, `/api/md/history/worker/${WORKER}`)).status).toBe(403);
    const health = await app
      .get<Database>(DATABASE)
      .query('SELECT 1 FROM health_data_reads WHERE examination_id = $1 AND user_id = $2', [VISIT, ids.get(OTHER_DOCTOR)!.id]);
    expect(health.rows).toHaveLength(0);
  });

  it("shows a chat's history only to allowed users, the text only to participants", async () => {
    const administered = await get(AUDITOR, `/api/md/history/chat/${AMM_CHAT}`);
    expect(administered.status).toBe(200);
    const entries = (administered.body.data as RecordHistory).entries;
    expect(entries.map((e) => e.event_type)).toEqual(['ChatClosed', 'ChatMessagePosted', 'ChatOpened']);
    expect(JSON.stringify(entries)).not.toContain('testo amministrativo');
    const own = await get(AUDITOR, `/api/md/history/chat/${OWN_CHAT}`);
    expect(own.status).toBe(200);
    const posted = (own.body.data as RecordHistory).entries.find((e) => e.event_type === 'ChatMessagePosted');
    expect(posted?.summary).toContain('testo tra ente e medico');
    expect((await get(AUDITOR, `/api/md/history/chat/${PRIVATE_CHAT}`)).status).toBe(404);
    expect((await get(DOCTOR, `/api/md/history/chat/${OWN_CHAT}`)).status).toBe(403);
  });
});
