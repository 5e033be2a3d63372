import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CALRESOURCE_MESSAGES, MESSAGES, type CalResourceCreatedData, type CalResourceRow, type EventStore } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoApi } from '../platform/testing/demo-api';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';

const DOCTOR = 'medico@tutela.demo';
const SECRETARY = 'segreteria@tutela.demo';
const NURSE = 'infermiere@tutela.demo';
const CLIENT = 'cliente@tutela.demo';
const OTHER_ENTITY = 'f0f0f0f0-0000-4000-8000-0000000000e3';
const FOREIGN = 'f0f0f0f0-0000-4000-8000-0000000000d1';

describe.each(apiTestTargets())('calresources API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const { get, post } = demoApi(http);
  const store = () => app.get<EventStore>(EVENT_STORE);

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const data: CalResourceCreatedData = {
      calResourceId: FOREIGN,
      entityId: OTHER_ENTITY,
      type: 'classrooms',
      name: 'Sala altrui',
      kind: null,
      location: null,
      address: null,
      capacity: 4,
    };
    const { position } = await store().append(
      `calresource-${FOREIGN}`,
      [
        {
          id: eventIdFor('test:calresource:foreign', 0),
          type: 'CalResourceCreated',
          data,
          metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId: OTHER_ENTITY }, 'test:calresource:foreign'),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await app.get(ProjectionWaiter).waitFor(position);
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('creates clinics and resources, lists them by type (active first, by name) and answers the card', async () => {
    const sala = await post(DOCTOR, '/api/md/calresources', { type: 'classrooms', name: 'Sala 1', location: 'Bergamo', capacity: 10 });
    expect(sala.status).toBe(201);
    const salaId: string = sala.body.data.id;
    expect((await post(SECRETARY, '/api/md/calresources', { type: 'classrooms', name: 'Aula magna', capacity: 40 })).status).toBe(201);
    expect((await post(DOCTOR, '/api/sr/calresources', { type: 'resources', name: 'Ecografo', kind: 'Diagnostica' })).status).toBe(201);

    const card = await get(DOCTOR, `/api/md/calresources/${salaId}`);
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({
      id: salaId,
      type: 'classrooms',
      name: 'Sala 1',
      location: 'Bergamo',
      capacity: 10,
      active: true,
    });

    const deactivated = await post(DOCTOR, `/api/md/calresources/${salaId}`, { active: false, revision: card.body.data.revision });
    expect(deactivated.status).toBe(200);
    // The demo's own rooms and resources are there too (Ambulatorio 1 and 2, Ecografo portatile, Spirometro).
    const clinics = (await get(SECRETARY, '/api/fr/calresources?type=classrooms')).body.data as CalResourceRow[];
    expect(clinics.map((r) => [r.name, r.active])).toEqual([
      ['Ambulatorio 1', true],
      ['Ambulatorio 2', true],
      ['Aula magna', true],
      ['Sala 1', false],
    ]);
    const resources = (await get(DOCTOR, '/api/md/calresources?type=resources')).body.data as CalResourceRow[];
    expect(resources.map((r) => [r.name, r.kind, r.capacity])).toEqual([
      ['Ecografo', 'Diagnostica', null],
      ['Ecografo portatile', 'Ecografo', null],
      ['Spirometro', 'Spirometro', null],
    ]);
  });

  it('updates with the card revision and answers a stale one with 409', async () => {
    const res = await post(DOCTOR, '/api/md/calresources', { type: 'classrooms', name: 'Sala 2', capacity: 6 });
    const id: string = res.body.data.id;
    const revision = (await get(DOCTOR, `/api/md/calresources/${id}`)).body.data.revision as number;
    expect((await post(DOCTOR, `/api/md/calresources/${id}`, { name: 'Sala 2 bis', capacity: 8, revision })).status).toBe(200);
    expect((await get(DOCTOR, `/api/md/calresources/${id}`)).body.data).toMatchObject({ name: 'Sala 2 bis', capacity: 8 });
    expect((await post(SECRETARY, `/api/md/calresources/${id}`, { address: 'Via Roma 1', revision })).status).toBe(409);
  });

  it('answers 422 per field in Italian', async () => {
    const missing = await post(DOCTOR, '/api/md/calresources', { type: 'classrooms', capacity: 0 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name).toContain(MESSAGES.REQUIRED);
    expect(missing.body.errors.capacity).toEqual([CALRESOURCE_MESSAGES.CAPACITY_INVALID]);
    const noCapacity = await post(DOCTOR, '/api/md/calresources', { type: 'classrooms', name: 'Sala 3' });
    expect(noCapacity.status).toBe(422);
    expect(noCapacity.body.errors).toEqual({ capacity: [MESSAGES.REQUIRED] });
    const badType = await post(DOCTOR, '/api/md/calresources', { type: 'rooms', name: 'x'.repeat(256) });
    expect(badType.status).toBe(422);
    expect(badType.body.errors.type).toEqual([CALRESOURCE_MESSAGES.TYPE_INVALID]);
    expect(badType.body.errors.name).toEqual([CALRESOURCE_MESSAGES.NAME_TOO_LONG]);
    expect((await get(DOCTOR, '/api/md/calresources?type=rooms')).status).toBe(422);
  });

  it("answers another entity's record with 404 and refuses customer-side and lower levels with 403", async () => {
    expect((await get(DOCTOR, `/api/md/calresources/${FOREIGN}`)).status).toBe(404);
    expect((await post(DOCTOR, `/api/md/calresources/${FOREIGN}`, { name: 'Mia' })).status).toBe(404);
    expect((await get(DOCTOR, '/api/md/calresources')).body.data.map((r: CalResourceRow) => r.id)).not.toContain(FOREIGN);
    expect((await get(CLIENT, '/api/md/calresources?type=classrooms')).status).toBe(403);
    expect((await post(CLIENT, '/api/md/calresources', { type: 'resources', name: 'Mia' })).status).toBe(403);
    expect((await post(NURSE, '/api/md/calresources', { type: 'resources', name: 'Mia' })).status).toBe(403);
  });

  it('an idempotent retry appends nothing and answers the same', async () => {
    const key = randomUUID();
    const first = await post(DOCTOR, '/api/md/calresources', { type: 'resources', name: 'Elettrocardiografo' }, key);
    expect(first.status).toBe(201);
    const before = await store().headPosition();
    const again = await post(DOCTOR, '/api/md/calresources', { type: 'resources', name: 'Elettrocardiografo' }, key);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await store().headPosition()).toBe(before);
  });
});
