import type { INestApplication } from '@nestjs/common';
import {
  FISCAL_CODE_MESSAGES,
  MESSAGES,
  REGISTRY_MESSAGES,
  type CustomerCreatedData,
  type EventStore,
  type WorkerDetail,
  type WorkerHiredData,
  type WorkerListRow,
  type WorkerSearchRow,
  type Database,
} from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';

const OTHER_ENTITY = 'd0d0d0d0-0000-4000-8000-0000000000ee';
const OTHER_ENTITY_CUSTOMER = 'd0d0d0d0-0000-4000-8000-000000000002';
const SECOND_CUSTOMER = 'd0d0d0d0-0000-4000-8000-000000000003';
const FOREIGN_WORKER = 'd0d0d0d0-0000-4000-8000-0000000000f1';
const SECOND_CUSTOMER_WORKER = 'd0d0d0d0-0000-4000-8000-0000000000f2';
const DEMO_FACTORY = 'd0d0d0d0-0000-4000-8000-0000000000a1';

const NEW_WORKER = {
  first_name: 'Giulia',
  last_name: 'Ferrarìs',
  sex: 'F',
  birth_date: '1990-07-05',
  birth_place: 'Roma',
  birth_place_code: 'H501',
  email: 'giulia.ferraris@example.it',
  customer_id: DEMO_CUSTOMER.id,
};

describe.each(apiTestTargets())('workers API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const get = async (email: string, path: string) =>
    http()
      .get(path)
      .set(await auth(email));
  const post = async (email: string, path: string, body: object, key?: string) => {
    const req = http()
      .post(path)
      .set(await auth(email));
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };

  async function append(stream: string, type: string, data: object, entityId: string, customerId: string): Promise<void> {
    const store = app.get<EventStore>(EVENT_STORE);
    const commandId = `test:${stream}:${type}`;
    const { position } = await store.append(
      stream,
      [
        {
          id: eventIdFor(commandId, 0),
          type,
          data,
          metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, {
            customerId,
          }),
        },
      ],
      { expectedRevision: 'any' },
    );
    await app.get(ProjectionWaiter).waitFor(position);
  }

  async function hireDirectly(workerId: string, entityId: string, customerId: string, lastName: string): Promise<void> {
    const data: WorkerHiredData = {
      workerId,
      entityId,
      customerId,
      factoryId: null,
      firstName: 'Mario',
      lastName,
      sex: 'M',
      birthDate: '1985-12-10',
      birthPlace: 'San Giuliano Terme',
      birthPlaceCode: 'A562',
      fiscalCode: 'RSSMRA85T10A562S',
      email: null,
    };
    await append(`worker-${workerId}`, 'WorkerHired', data, entityId, customerId);
  }

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    for (const [customerId, entityId, companyName] of [
      [OTHER_ENTITY_CUSTOMER, OTHER_ENTITY, 'Officine Altrove S.n.c.'],
      [SECOND_CUSTOMER, DEMO_ENTITY.id, 'Seconda Azienda S.r.l.'],
    ]) {
      const data: CustomerCreatedData = {
        customerId,
        entityId,
        companyName,
        vatNumber: null,
      };
      await append(`customer-${customerId}`, 'CustomerCreated', data, entityId, customerId);
    }
    await hireDirectly(FOREIGN_WORKER, OTHER_ENTITY, OTHER_ENTITY_CUSTOMER, 'Rossetti');
    await hireDirectly(SECOND_CUSTOMER_WORKER, DEMO_ENTITY.id, SECOND_CUSTOMER, 'Rossellini');
    // The customers context owns customer_factories and fills it from FactoryAdded. Where that projector is not
    // there (this branch alone), the test gives the one row it would hold.
    await append(
      `customer-${DEMO_CUSTOMER.id}`,
      'FactoryAdded',
      {
        customerId: DEMO_CUSTOMER.id,
        factoryId: DEMO_FACTORY,
        name: 'Sede di Bergamo',
        address: null,
        city: null,
        lat: null,
        lng: null,
      },
      DEMO_ENTITY.id,
      DEMO_CUSTOMER.id,
    );
    const db = app.get<Database>(DATABASE);
    const { rows } = await db.query<{ present: boolean }>("SELECT to_regclass('customer_factories') IS NOT NULL AS present");
    if (!rows[0].present) {
      await db.query('CREATE TABLE customer_factories (id text PRIMARY KEY, customer_id text NOT NULL, name text NOT NULL)');
      await db.query('INSERT INTO customer_factories (id, customer_id, name) VALUES ($1, $2, $3)', [
        DEMO_FACTORY,
        DEMO_CUSTOMER.id,
        'Sede di Bergamo',
      ]);
    }
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('hires a worker with a computed tax code, finds them from the header search and opens the card', async () => {
    const hired = await post('segreteria@tutela.demo', '/api/md/workers', {
      ...NEW_WORKER,
      factory_id: DEMO_FACTORY,
      contract: 'DETERMINATO',
    });
    expect(hired.status).toBe(201);
    const id = hired.body.data.id as string;

    const search = await get('segreteria@tutela.demo', '/api/md/workers?name=ferraris&include_resigned=true');
    expect(search.status).toBe(200);
    expect(search.body.data as WorkerSearchRow[]).toEqual([
      {
        id,
        name: 'Giulia Ferrarìs',
        birth_date: '1990-07-05',
        company_name: 'Officine Demo S.p.A.',
        resigned: 0,
        customer_id: DEMO_CUSTOMER.id,
      },
    ]);
    // Three characters are not enough for the header search.
    expect((await get('segreteria@tutela.demo', '/api/md/workers?name=fer')).body.data).toEqual([]);

    const card = await get('segreteria@tutela.demo', `/api/md/workers/${id}`);
    expect(card.status).toBe(200);
    expect(card.body.data as WorkerDetail).toMatchObject({
      id,
      name: 'Giulia Ferrarìs',
      fiscal_code: 'FRRGLI90L45H501' + (card.body.data.fiscal_code as string).slice(15),
      birth_place: { comune: 'Roma' },
      birth_place_code: 'H501',
      sex: 'F',
      customer: { company_name: 'Officine Demo S.p.A.' },
      factory_id: DEMO_FACTORY,
      factory: { name: 'Sede di Bergamo' },
      contract: 'DETERMINATO',
      job: null,
      hazards: [],
      health_protocol: [],
      resigned: 0,
      revision: 0,
    });

    const list = await get('segreteria@tutela.demo', `/api/md/workers?customer_id=${DEMO_CUSTOMER.id}&contract=DETERMINATO&search=GIULIA`);
    expect((list.body.data as WorkerListRow[]).map((row) => row.id)).toEqual([id]);
  });

  it("answers 422 with the dialog's messages", async () => {
    const invalidCode = await post('segreteria@tutela.demo', '/api/md/workers', { ...NEW_WORKER, fiscal_code: 'FRRGLI90L45H501X' });
    expect(invalidCode.status).toBe(422);
    expect(invalidCode.body.errors.fiscal_code).toEqual([REGISTRY_MESSAGES.FISCAL_CODE_INVALID]);

    const missing = await post('segreteria@tutela.demo', '/api/md/workers', {
      ...NEW_WORKER,
      first_name: '',
      birth_place: '',
      birth_place_code: null,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe(REGISTRY_MESSAGES.REQUIRED_FIELDS_MISSING);
    expect(missing.body.errors).toMatchObject({
      first_name: [MESSAGES.REQUIRED],
      birth_place: [MESSAGES.REQUIRED],
    });

    const email = await post('segreteria@tutela.demo', '/api/md/workers', {
      ...NEW_WORKER,
      email: 'giulia@',
    });
    expect(email.body.errors.email).toEqual([REGISTRY_MESSAGES.EMAIL_INVALID]);

    // Mappano became a municipality in 2017.
    const place = await post('segreteria@tutela.demo', '/api/md/workers', {
      ...NEW_WORKER,
      birth_place: 'Mappano',
      birth_place_code: 'M316',
    });
    expect(place.status).toBe(422);
    expect(place.body.errors.birth_place).toEqual([FISCAL_CODE_MESSAGES.BIRTH_PLACE_INVALID]);

    const factory = await post('segreteria@tutela.demo', '/api/md/workers', {
      ...NEW_WORKER,
      factory_id: 'not-a-factory',
    });
    expect(factory.body.errors.factory_id).toEqual([REGISTRY_MESSAGES.FACTORY_NOT_FOUND]);

    const company = await post('segreteria@tutela.demo', '/api/md/workers', {
      ...NEW_WORKER,
      customer_id: undefined,
    });
    expect(company.body.errors.customer_id).toEqual([MESSAGES.REQUIRED]);
  });

  it('a retried hire with the same Idempotency-Key hires once', async () => {
    const body = {
      ...NEW_WORKER,
      first_name: 'Bianca',
      last_name: 'Idempotente',
    };
    const first = await post('segreteria@tutela.demo', '/api/md/workers', body, 'b1a2c3d4-0000-4000-8000-000000000001');
    const second = await post('segreteria@tutela.demo', '/api/md/workers', body, 'b1a2c3d4-0000-4000-8000-000000000001');
    expect(first.status).toBe(201);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await get('segreteria@tutela.demo', '/api/md/workers?name=idempotente')).body.data).toHaveLength(1);
  });

  it('answers 409 when another user changed the same field since the card was opened', async () => {
    const hired = await post('segreteria@tutela.demo', '/api/md/workers', {
      ...NEW_WORKER,
      first_name: 'Carla',
      last_name: 'Conflitto',
    });
    const id = hired.body.data.id as string;
    const opened = (await get('segreteria@tutela.demo', `/api/md/workers/${id}`)).body.data.revision as number;
    expect(
      (
        await post('segreteria@tutela.demo', `/api/md/workers/${id}`, {
          email: 'uno@example.it',
          revision: opened,
        })
      ).status,
    ).toBe(200);
    const stale = await post('amministrazione@tutela.demo', `/api/md/workers/${id}`, { email: 'due@example.it', revision: opened });
    expect(stale.status).toBe(409);
    // Another field merges.
    expect(
      (
        await post('amministrazione@tutela.demo', `/api/md/workers/${id}`, {
          phone: '035 111',
          revision: opened,
        })
      ).status,
    ).toBe(200);
    const employment = await post('segreteria@tutela.demo', `/api/md/workers/${id}/employment`, {
      suitability: 'IPL',
      business_impact: 'ALTO',
    });
    expect(employment.status).toBe(200);
    const byStatus = await get('segreteria@tutela.demo', '/api/md/workers?worker_status=IPL');
    expect((byStatus.body.data as WorkerListRow[]).map((row) => row.id)).toContain(id);
    const altro = await get('segreteria@tutela.demo', '/api/md/workers?worker_status=ALTRO&per_page=100');
    expect((altro.body.data as WorkerListRow[]).map((row) => row.id)).not.toContain(id);
  });

  it('resigns and reinstates: hidden from the list, shown by the header search with the DIMESSO flag', async () => {
    const hired = await post('segreteria@tutela.demo', '/api/md/workers', {
      ...NEW_WORKER,
      first_name: 'Dario',
      last_name: 'Dimissionario',
    });
    const id = hired.body.data.id as string;
    expect(
      (
        await post('segreteria@tutela.demo', `/api/md/workers/${id}/resign`, {
          resigned_on: '2026-10-31',
        })
      ).status,
    ).toBe(200);
    expect((await post('segreteria@tutela.demo', `/api/md/workers/${id}/resign`, {})).status).toBe(409);
    expect((await get('segreteria@tutela.demo', '/api/md/workers?search=dimissionario')).body.data).toEqual([]);
    expect((await get('segreteria@tutela.demo', '/api/md/workers?search=dimissionario&hide_inactive=0')).body.data).toHaveLength(1);
    expect((await get('segreteria@tutela.demo', '/api/md/workers?name=dimissionario')).body.data).toEqual([]);
    const search = await get('segreteria@tutela.demo', '/api/md/workers?name=dimissionario&include_resigned=true');
    expect(search.body.data).toEqual([expect.objectContaining({ id, resigned: 1 })]);
    expect((await post('segreteria@tutela.demo', `/api/md/workers/${id}/reinstate`, {})).status).toBe(200);
    expect((await get('segreteria@tutela.demo', '/api/md/workers?search=dimissionario')).body.data).toHaveLength(1);
  });

  it("keeps the list's count current: a hire and a resignation show in the next page's total at once", async () => {
    // The list keeps its counts between pages (ListPagingCache): each change must drop them before it answers.
    const total = async () =>
      (await get('segreteria@tutela.demo', `/api/md/workers?customer_id=${DEMO_CUSTOMER.id}&per_page=5`)).body.meta.total as number;
    const before = await total();
    expect(await total()).toBe(before);
    const hired = await post('segreteria@tutela.demo', '/api/md/workers', { ...NEW_WORKER, first_name: 'Contata', last_name: 'Subito' });
    expect(hired.status).toBe(201);
    expect(await total()).toBe(before + 1);
    const id = hired.body.data.id as string;
    expect((await post('segreteria@tutela.demo', `/api/md/workers/${id}/resign`, { resigned_on: '2026-11-01' })).status).toBe(200);
    expect(await total()).toBe(before);
  });

  it('keeps every caller inside their tenant: 404 outside, 403 without the right to manage workers', async () => {
    expect((await get('segreteria@tutela.demo', `/api/md/workers/${FOREIGN_WORKER}`)).status).toBe(404);
    expect((await post('segreteria@tutela.demo', `/api/md/workers/${FOREIGN_WORKER}`, { phone: '1' })).status).toBe(404);
    expect((await get('segreteria@tutela.demo', '/api/md/workers?name=rossetti')).body.data).toEqual([]);
    expect((await get('admin@tutela.demo', '/api/md/workers?name=rossetti')).body.data).toHaveLength(1);
    // The customer user sees their own customer's workers only.
    expect((await get('cliente@tutela.demo', `/api/md/workers/${SECOND_CUSTOMER_WORKER}`)).status).toBe(404);
    const own = await get('cliente@tutela.demo', '/api/md/workers?per_page=100');
    expect((own.body.data as WorkerListRow[]).every((row) => row.customer_id === DEMO_CUSTOMER.id)).toBe(true);
    // The card says who may change the worker, by the same rule the commands apply.
    const ownWorkerId = (own.body.data as WorkerListRow[])[0].id;
    expect((await get('cliente@tutela.demo', `/api/md/workers/${ownWorkerId}`)).body.data.can_edit).toBe(false);
    expect((await get('segreteria@tutela.demo', `/api/md/workers/${ownWorkerId}`)).body.data.can_edit).toBe(true);
    // GOLD customer without self-managing workers: sees, may not hire.
    expect((await post('cliente@tutela.demo', '/api/md/workers', NEW_WORKER)).status).toBe(403);
    expect(
      (
        await post('cliente@tutela.demo', '/api/md/workers', {
          ...NEW_WORKER,
          customer_id: SECOND_CUSTOMER,
        })
      ).status,
    ).toBe(404);
    // The doctor (level 6 staff) may; a customer outside the entity is "not found".
    expect(
      (
        await post('medico@tutela.demo', '/api/md/workers', {
          ...NEW_WORKER,
          customer_id: OTHER_ENTITY_CUSTOMER,
        })
      ).status,
    ).toBe(404);
  });

  it('looks up birth places and reads a health card stripe', async () => {
    const municipalities = await get('segreteria@tutela.demo', '/api/md/lookups/municipalities?q=acquarica%20del&date=1975-02-14');
    expect(municipalities.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'A042',
          province: 'LE',
          cessato: true,
          label: 'Acquarica Del Capo (LE)',
        }),
      ]),
    );
    const countries = await get('segreteria@tutela.demo', '/api/md/lookups/countries?q=francia');
    expect(countries.body.data[0]).toMatchObject({
      code: 'Z110',
      kind: 'country',
    });
    const card = await get(
      'segreteria@tutela.demo',
      `/api/md/reversetesserasanitaria?rowdata=${encodeURIComponent('%RSSMRA85T10A562SROSSI  MARIO  _')}`,
    );
    expect(card.body.data).toMatchObject({
      first_name: 'Mario',
      last_name: 'Rossi',
      birth_date: '1985-12-10',
      birth_place_code: 'A562',
      birth_place: 'San Giuliano Terme',
    });
    expect((await get('segreteria@tutela.demo', '/api/md/reversetesserasanitaria?rowdata=ciao')).status).toBe(422);
  });
});
