import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  DVR_MESSAGES,
  type DvrDetail,
  type DvrListRow,
  type EventStore,
  type FormVersionPublishedData,
  type Database,
} from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CUSTOMERS } from '../customers/seed/customers-demo-data';
import { demoFactoryId } from '../customers/seed/customers-demo-seed';
import { formIdFor } from '../examinations/forms/form-files';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';
import { siteDvrId } from './commands/create-dvr/create-dvr.handler';

const OFFICINE = DEMO_CUSTOMERS.find((customer) => customer.id === DEMO_CUSTOMER.id)!;
const FACTORY_A = demoFactoryId(OFFICINE, OFFICINE.factories[0]);
// A factory of the demo customer added by this spec: the demo seed already gives the customer's others a site DVR.
const FACTORY_B = randomUUID();
const OTHER_ENTITY = 'd0d0d0d0-0000-4000-8000-0000000000ee';
const OTHER_CUSTOMER = 'd0d0d0d0-0000-4000-8000-000000000002';
const OTHER_FACTORY = 'd0d0d0d0-0000-4000-8000-000000000003';
const OTHER_DVR = 'd0d0d0d0-0000-4000-8000-000000000004';

const HSE = 'hse@tutela.demo';
const DOCTOR = 'medico@tutela.demo';
const RSPP = 'rspp@tutela.demo';

describe.each(apiTestTargets())('DVR API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const get = async (email: string, path: string) =>
    http()
      .get(`/api/sr/${path}`)
      .set(await auth(email));
  const post = async (email: string, path: string, body: object, key?: string) => {
    const req = http()
      .post(`/api/sr/${path}`)
      .set(await auth(email));
    return (key ? req.set('Idempotency-Key', key) : req).send(body);
  };
  const store = () => app.get<EventStore>(EVENT_STORE);
  const head = () => store().headPosition();

  let appended = 0;
  async function append(stream: string, type: string, data: object, entityId: string | null, customerId: string | null): Promise<void> {
    appended += 1;
    const commandId = `test:${stream}:${type}:${appended}`;
    const metadata = eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, { customerId });
    const { position } = await store().append(stream, [{ id: eventIdFor(commandId, 0), type, data, metadata }], {
      expectedRevision: 'any',
    });
    await app.get(ProjectionWaiter).waitFor(position);
  }

  /** Small DVR forms for this spec (the real ones live in deploy/forms): the latest version is the one a new DVR takes. */
  async function publishForm(code: string, version: number): Promise<void> {
    if ((await store().readStream(`form-${code}`)).some((event) => (event.data as FormVersionPublishedData).version === version)) return;
    const data = {
      formId: formIdFor(code, version),
      code,
      version,
      title: code,
      kind: 'DVR' as FormVersionPublishedData['kind'],
      schema: { components: [] },
      sha256: `test-${code}-${version}`,
    };
    await append(`form-${code}`, 'FormVersionPublished', data, null, null);
  }

  /** The RSPP's role pivot names factory A only: they see that factory's DVRs and no other. */
  async function pivotRsppOnFactoryA(): Promise<void> {
    const db = app.get<Database>(DATABASE);
    const { rows } = await db.query<{ user_id: string; grant_id: string }>(
      `SELECT g.user_id, g.grant_id FROM user_role_grants g JOIN users u ON u.id = g.user_id WHERE u.email = $1`,
      [RSPP],
    );
    const { user_id: userId, grant_id: grantId } = rows[0];
    await append(`user-${userId}`, 'UserRoleRevoked', { grantId }, DEMO_ENTITY.id, null);
    const grant = { grantId: `${grantId}-factory`, role: 'RSPP', customerId: DEMO_CUSTOMER.id, factoryId: FACTORY_A };
    await append(`user-${userId}`, 'UserRoleGranted', grant, DEMO_ENTITY.id, DEMO_CUSTOMER.id);
  }

  beforeAll(async () => {
    process.env.FORMS_DIR = join(__dirname, '..', 'examinations', 'forms', 'testing');
    created = await target.start();
    app = created.app;
    await publishForm('DVR-SEDE', 1);
    await publishForm('DVR-SEDE', 2);
    await publishForm('DVR-RUM', 1);
    await publishForm('DVR-MIC', 1);
    await append(
      `customer-${OTHER_CUSTOMER}`,
      'CustomerCreated',
      { customerId: OTHER_CUSTOMER, entityId: OTHER_ENTITY, companyName: 'Altro Ente S.p.A.', vatNumber: null },
      OTHER_ENTITY,
      OTHER_CUSTOMER,
    );
    await append(
      `customer-${OTHER_CUSTOMER}`,
      'FactoryAdded',
      { customerId: OTHER_CUSTOMER, factoryId: OTHER_FACTORY, name: 'Sede', address: null, city: null, lat: null, lng: null },
      OTHER_ENTITY,
      OTHER_CUSTOMER,
    );
    const otherDvr = {
      dvrId: OTHER_DVR,
      entityId: OTHER_ENTITY,
      customerId: OTHER_CUSTOMER,
      factoryId: OTHER_FACTORY,
      code: 'SEDE',
      title: 'DVR di sede',
      formCode: 'DVR-SEDE',
      formVersion: 1,
    };
    await append(`dvr-${OTHER_DVR}`, 'DvrCreated', otherDvr, OTHER_ENTITY, OTHER_CUSTOMER);
    await append(
      `customer-${DEMO_CUSTOMER.id}`,
      'FactoryAdded',
      {
        customerId: DEMO_CUSTOMER.id,
        factoryId: FACTORY_B,
        name: 'Magazzino di Treviglio',
        address: null,
        city: null,
        lat: null,
        lng: null,
      },
      DEMO_ENTITY.id,
      DEMO_CUSTOMER.id,
    );
    await pivotRsppOnFactoryA();
  }, 120_000);
  afterAll(async () => {
    delete process.env.FORMS_DIR;
    await created?.close();
  });

  it('lists the DVR types with their forms', async () => {
    const res = await get(RSPP, 'dvr-types');
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({ code: 'SEDE', title: 'DVR di sede', form_code: 'DVR-SEDE', site: true, hazard_ids: [] });
    expect(res.body.data.map((row: { code: string }) => row.code)).toContain('RUM');
  });

  it('walks the site DVR through create, save, sign, reopen and a second signature', async () => {
    const unknown = await post(HSE, 'dvrs', { customer_id: DEMO_CUSTOMER.id, factory_id: FACTORY_A, code: 'NOPE' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.code).toEqual([DVR_MESSAGES.TYPE_UNKNOWN]);

    const createdRes = await post(HSE, 'dvrs', { customer_id: DEMO_CUSTOMER.id, factory_id: FACTORY_A, code: 'SEDE' });
    expect(createdRes.status).toBe(200);
    const id = createdRes.body.data.id as string;
    expect(id).toBe(siteDvrId(FACTORY_A));
    const again = await post(HSE, 'dvrs', { customer_id: DEMO_CUSTOMER.id, factory_id: FACTORY_A, code: 'SEDE' });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(DVR_MESSAGES.SITE_EXISTS);

    const fresh = (await get(HSE, `dvrs/${id}`)).body.data as DvrDetail;
    expect(fresh).toMatchObject({
      code: 'SEDE',
      status: 0,
      form_code: 'DVR-SEDE',
      form_version: 2,
      company_name: DEMO_CUSTOMER.companyName,
      factory_name: OFFICINE.factories[0].name,
    });
    expect(fresh).toMatchObject({ can_edit: true, can_sign: false, can_reopen: false, last_revision: 0, revisions: [] });
    const nothing = await post(HSE, `dvrs/${id}/sign`, { revision: fresh.revision, apply_hazards: false });
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe(DVR_MESSAGES.NOTHING_TO_SIGN);

    const storeData = (data: object, revision: number, tosave = true) =>
      post(HSE, 'dvrs/storedata', {
        customer: DEMO_CUSTOMER.id,
        factory_id: FACTORY_A,
        dvr_id: id,
        code: 'SEDE',
        dvrdata: data,
        tosave,
        form_code: 'DVR-SEDE',
        form_version: 2,
        revision,
      });
    const before = await head();
    const dry = await storeData({ card: { note: 'prova' } }, fresh.revision, false);
    expect(dry.status).toBe(200);
    expect(await head()).toBe(before);
    const saved = await storeData({ card: { note: 'prima' }, areas: [] }, fresh.revision);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id, revision: fresh.revision + 1 });

    // A stale revision is a 409 and nothing is written.
    const beforeStale = await head();
    const stale = await storeData({ card: { note: 'altro' } }, fresh.revision);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(DVR_MESSAGES.CONFLICT);
    expect(await head()).toBe(beforeStale);

    // A level-6 doctor saves but may not sign; the consultant signs.
    const doctorSign = await post(DOCTOR, `dvrs/${id}/sign`, { revision: saved.body.data.revision, apply_hazards: false });
    expect(doctorSign.status).toBe(403);
    expect(doctorSign.body.message).toBe(DVR_MESSAGES.SIGN_FORBIDDEN);
    const signed = await post(HSE, `dvrs/${id}/sign`, {
      revision: saved.body.data.revision,
      apply_hazards: false,
      document_date: '2026-03-02',
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data.jobs_updated).toBeUndefined();
    const afterSign = await storeData({ card: { note: 'dopo' } }, signed.body.data.revision);
    expect(afterSign.status).toBe(422);
    expect(afterSign.body.message).toBe(DVR_MESSAGES.SIGNED_READ_ONLY);

    const doctorReopen = await post(DOCTOR, `dvrs/${id}/reopen`, { revision: signed.body.data.revision });
    expect(doctorReopen.status).toBe(403);
    expect(doctorReopen.body.message).toBe('Permessi insufficienti per riaprire la visita');
    const reopened = await post(HSE, `dvrs/${id}/reopen`, { revision: signed.body.data.revision });
    expect(reopened.status).toBe(200);
    const resaved = await storeData({ card: { note: 'seconda' }, areas: [] }, reopened.body.data.revision);
    expect(resaved.status).toBe(200);
    const second = await post(HSE, `dvrs/${id}/sign`, { revision: resaved.body.data.revision, apply_hazards: true });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ id, jobs_updated: 0, workers_updated: 0 });
    const kinds = (await store().readStream(`dvr-${id}`)).map((event) => event.type);
    expect(kinds.slice(-2)).toEqual(['DvrSigned', 'DvrHazardsApplied']);

    const detail = (await get(HSE, `dvrs/${id}`)).body.data as DvrDetail;
    expect(detail).toMatchObject({
      status: 1,
      last_revision: 2,
      can_edit: false,
      can_sign: false,
      can_reopen: true,
      revision: second.body.data.revision,
    });
    expect(detail.revisions.map((revision) => [revision.number, revision.archived, revision.signed_by.name])).toEqual([
      [1, true, 'Paolo Ferri'],
      [2, false, 'Paolo Ferri'],
    ]);
    const first = await get(HSE, `dvrs/${id}/revisions/1`);
    expect(first.body.data).toMatchObject({
      number: 1,
      archived: true,
      document_date: '2026-03-02',
      form_version: 2,
      dvrdata: { card: { note: 'prima' }, areas: [] },
    });
    expect((await get(HSE, `dvrs/${id}/revisions/2`)).body.data.dvrdata).toEqual({ card: { note: 'seconda' }, areas: [] });
    expect((await get(HSE, `dvrs/${id}/revisions/3`)).status).toBe(404);
    expect((await get(HSE, `dvrs/${id}/hazards-preview`)).body.data).toEqual({ jobs: [], workers_total: 0 });
  });

  it('scopes a customer-side RSPP to the factories of their pivot, read-only', async () => {
    const other = await post(HSE, 'dvrs', { customer_id: DEMO_CUSTOMER.id, factory_id: FACTORY_B, code: 'RUM', title: 'Rumore 2026' });
    expect(other.status).toBe(200);
    const otherId = other.body.data.id as string;
    expect((await get(HSE, `dvrs/${otherId}`)).body.data).toMatchObject({ code: 'RUM', title: 'Rumore 2026', form_version: 1 });

    const ownList = await get(RSPP, `customers/${DEMO_CUSTOMER.id}/factories/${FACTORY_A}/dvrs`);
    expect(ownList.status).toBe(200);
    expect((ownList.body.data as DvrListRow[]).map((row) => row.code)).toEqual(['SEDE']);
    const siteId = siteDvrId(FACTORY_A);
    const own = await get(RSPP, `dvrs/${siteId}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ can_edit: false, can_sign: false, can_reopen: false, can_history: false });
    expect((await get(RSPP, `dvrs/${siteId}/revisions/1`)).status).toBe(200);
    expect((await get(RSPP, `dvrs/${siteId}/hazards-preview`)).status).toBe(403);

    expect((await get(RSPP, `customers/${DEMO_CUSTOMER.id}/factories/${FACTORY_B}/dvrs`)).status).toBe(404);
    const hidden = await get(RSPP, `dvrs/${otherId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(DVR_MESSAGES.NOT_FOUND);

    const before = await head();
    const write = await post(RSPP, `dvrs/${siteId}/reopen`, { revision: own.body.data.revision });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(DVR_MESSAGES.WRITE_FORBIDDEN);
    const create = await post(RSPP, 'dvrs', { customer_id: DEMO_CUSTOMER.id, factory_id: FACTORY_A, code: 'VDT' });
    expect(create.status).toBe(403);
    expect(await head()).toBe(before);
    // The staff's list of factory B: newest first, the code filter applied.
    expect(
      (await get(HSE, `customers/${DEMO_CUSTOMER.id}/factories/${FACTORY_B}/dvrs?code=RUM`)).body.data.map((row: DvrListRow) => row.id),
    ).toEqual([otherId]);
    expect((await get(HSE, `customers/${DEMO_CUSTOMER.id}/factories/${FACTORY_B}/dvrs?code=SEDE`)).body.data).toEqual([]);
  });

  it('answers 404 for another entity’s DVR and factory, and refuses bad input with 422', async () => {
    for (const path of [
      `dvrs/${OTHER_DVR}`,
      `dvrs/${OTHER_DVR}/revisions/1`,
      `dvrs/${OTHER_DVR}/hazards-preview`,
      `customers/${OTHER_CUSTOMER}/factories/${OTHER_FACTORY}/dvrs`,
      'dvrs/not-an-id',
    ]) {
      expect((await get(HSE, path)).status).toBe(404);
    }
    const before = await head();
    expect((await post(HSE, `dvrs/${OTHER_DVR}/reopen`, { revision: 0 })).status).toBe(404);
    expect((await post(HSE, 'dvrs', { customer_id: OTHER_CUSTOMER, factory_id: OTHER_FACTORY, code: 'SEDE' })).status).toBe(404);
    const bad = await post(HSE, 'dvrs/storedata', {
      customer: 'x',
      factory_id: FACTORY_A,
      dvr_id: siteDvrId(FACTORY_A),
      code: 'SEDE',
      dvrdata: 'testo',
      tosave: 'si',
      form_code: 'DVR-SEDE',
      form_version: 1,
      revision: 0,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['customer', 'dvrdata', 'tosave']);
    // No published form for the type: nothing to fill the DVR with.
    const noForm = await post(HSE, 'dvrs', { customer_id: DEMO_CUSTOMER.id, factory_id: FACTORY_A, code: 'VIB' });
    expect(noForm.status).toBe(422);
    expect(noForm.body.message).toBe('Modulo non trovato');
    expect(await head()).toBe(before);
  });

  it('replays a creation sent again with the same Idempotency-Key, writing nothing', async () => {
    const body = { customer_id: DEMO_CUSTOMER.id, factory_id: FACTORY_A, code: 'MIC' };
    const REPLAY_KEY = randomUUID();
    const first = await post(HSE, 'dvrs', body, REPLAY_KEY);
    expect(first.status).toBe(200);
    const before = await head();
    const again = await post(HSE, 'dvrs', body, REPLAY_KEY);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await head()).toBe(before);
    const list = (await get(HSE, `customers/${DEMO_CUSTOMER.id}/factories/${FACTORY_A}/dvrs?code=MIC`)).body.data as DvrListRow[];
    expect(list).toHaveLength(1);
    // The site DVR of factory B: a retry with the key lands on the first answer, a new key on SITE_EXISTS.
    const site = { customer_id: DEMO_CUSTOMER.id, factory_id: FACTORY_B, code: 'SEDE' };
    const siteKey = randomUUID();
    const createdSite = await post(HSE, 'dvrs', site, siteKey);
    expect(createdSite.body.data.id).toBe(siteDvrId(FACTORY_B));
    const afterSite = await head();
    expect((await post(HSE, 'dvrs', site, siteKey)).body.data).toEqual(createdSite.body.data);
    expect((await post(HSE, 'dvrs', site, randomUUID())).status).toBe(422);
    expect(await head()).toBe(afterSite);
  });
});
