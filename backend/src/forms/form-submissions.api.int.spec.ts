import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DVR_MESSAGES, EXAMINATION_MESSAGES, FORM_FIELD_MESSAGES, type EventStore } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { DEMO_CUSTOMERS } from '../customers/seed/customers-demo-data';
import { demoFactoryId } from '../customers/seed/customers-demo-seed';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY } from '../demo/demo-data';
import { demoWorkerId } from '../workers/seed/demo-workers-seed';

const DOCTOR = 'medico@tutela.demo';
const HSE = 'hse@tutela.demo';
const OFFICINE = DEMO_CUSTOMERS.find((customer) => customer.id === DEMO_CUSTOMER.id)!;
const FACTORY = demoFactoryId(OFFICINE, OFFICINE.factories[0]);
const { DATE, REQUIRED, NOT_ALLOWED, INVALID } = FORM_FIELD_MESSAGES;

/**
 * Issue 33 item 3: dates that are not dates (2023-02-30, 2025-02-31, 13/66/____) were saved with 200, and a DVR
 * was signed holding one. Every command that stores form.io data now checks it against the published form
 * version (the real ones of deploy/forms, on the seeded demo), and nothing is written when it refuses.
 */
describe.each(apiTestTargets())('form submissions checked against their form on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const auth = demoAuth(http);
  const get = async (email: string, path: string) =>
    http()
      .get(path)
      .set(await auth(email));
  const post = async (email: string, path: string, body: object) =>
    http()
      .post(path)
      .set(await auth(email))
      .send(body);
  const store = () => app.get<EventStore>(EVENT_STORE);
  const revisionOf = async (stream: string) => (await store().readStream(stream)).length - 1;

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  describe('visits', () => {
    const worker = demoWorkerId(150);
    const visit = (timeKey: string, overrides: object = {}) => ({
      worker_id: worker,
      time_key: timeKey,
      examinationdate: '2026-03-02',
      type_id: 10,
      status: 0,
      exdata: { giudizio: 'ID' },
      form_code: 'VIS',
      form_version: 1,
      ...overrides,
    });

    it('refuses a visit date that is not on the calendar and starts nothing', async () => {
      const timeKey = `cal-${randomUUID()}`;
      const before = await store().headPosition();
      // Saved (status 0) or signed at once (status 1, with the fields the signature needs).
      for (const examinationdate of ['2023-02-30', '2025-02-31', '2026-13-01']) {
        for (const status of [0, 1]) {
          const res = await post(
            DOCTOR,
            '/api/md/examinations',
            visit(timeKey, { examinationdate, status, exdata: { giudizio: 'ID', tipo_visita: 'PV' } }),
          );
          expect(res.status).toBe(422);
          expect(res.body.errors).toEqual({ examinationdate: [DATE] });
        }
      }
      expect(await store().headPosition()).toBe(before);
      expect((await post(DOCTOR, '/api/md/examinations', visit(timeKey, { examinationdate: '2024-02-29' }))).status).toBe(200);
    });

    it('saves a draft without the fields the signature needs, and signs only when the form is complete', async () => {
      const timeKey = `sign-${randomUUID()}`;
      const draft = await post(DOCTOR, '/api/md/examinations', visit(timeKey));
      expect(draft.status).toBe(200);
      const id = draft.body.data.id as string;
      const stream = `examination-${id}`;

      const incomplete = await post(DOCTOR, '/api/md/examinations', visit(timeKey, { status: 1, revision: draft.body.data.revision }));
      expect(incomplete.status).toBe(422);
      expect(incomplete.body).toMatchObject({ message: INVALID, errors: { 'data.tipo_visita': [REQUIRED] } });
      const offList = await post(
        DOCTOR,
        '/api/md/examinations',
        visit(timeKey, { status: 0, revision: draft.body.data.revision, exdata: { giudizio: 'OTTIMO', fumo: 'sempre' } }),
      );
      expect(offList.status).toBe(422);
      expect(offList.body.errors).toEqual({ 'data.giudizio': [NOT_ALLOWED], 'data.fumo': [NOT_ALLOWED] });
      expect(await revisionOf(stream)).toBe(draft.body.data.revision);

      const signed = await post(
        DOCTOR,
        '/api/md/examinations',
        visit(timeKey, { status: 1, revision: draft.body.data.revision, exdata: { giudizio: 'ID', tipo_visita: 'PV' } }),
      );
      expect(signed.status).toBe(200);
      expect((await get(DOCTOR, `/api/md/examinations/${id}`)).body.data).toMatchObject({
        status: 1,
        exdata: { giudizio: 'ID', tipo_visita: 'PV' },
      });
    });
  });

  describe('disability and vaccination records', () => {
    const worker = demoWorkerId(151);
    let customerId = '';
    const record = (overrides: object) => ({
      tmp: true,
      worker_id: worker,
      customer_id: customerId,
      type: 'INV',
      type_id: 22,
      examinationdate: '2026-02-01',
      exdata: {},
      ...overrides,
    });

    it('refuses impossible dates in the record and in its data, with the record’s own message', async () => {
      customerId = (await get(DOCTOR, `/api/md/workers/${worker}`)).body.data.customer_id as string;
      const before = await store().headPosition();
      const badDay = await post(DOCTOR, '/api/md/examinationssp', record({ examinationdate: '2023-02-30' }));
      expect(badDay.status).toBe(422);
      expect(badDay.body.errors).toEqual({ examinationdate: [DATE] });
      const inv = await post(
        DOCTOR,
        '/api/md/examinationssp',
        record({ exdata: { data_riconoscimento: '31/02/2025', percentuale_invalidita: 40 } }),
      );
      expect(inv.status).toBe(422);
      expect(inv.body).toEqual({ message: EXAMINATION_MESSAGES.INV_SAVE_FAILED, errors: { 'data.data_riconoscimento': [DATE] } });
      const vac = await post(
        DOCTOR,
        '/api/md/examinationssp',
        record({ type: 'VAC', type_id: 9, exdata: { vaccinazioni: [{ vaccino: 'Antitetanica', data: '13/66/____' }] } }),
      );
      expect(vac.status).toBe(422);
      expect(vac.body).toEqual({ message: EXAMINATION_MESSAGES.VAC_SAVE_FAILED, errors: { 'data.vaccinazioni[0].data': [DATE] } });
      expect(await store().headPosition()).toBe(before);

      const valid = await post(
        DOCTOR,
        '/api/md/examinationssp',
        record({ exdata: { data_riconoscimento: '29/02/2024', percentuale_invalidita: 40 } }),
      );
      expect(valid.status).toBe(200);
    });
  });

  describe('DVRs', () => {
    const createNoiseDvr = async () => {
      const res = await post(HSE, '/api/sr/dvrs', {
        customer_id: DEMO_CUSTOMER.id,
        factory_id: FACTORY,
        code: 'RUM',
        title: `Rumore ${randomUUID().slice(0, 8)}`,
      });
      expect(res.status).toBe(200);
      return { id: res.body.data.id as string, revision: res.body.data.revision as number };
    };
    const storeData = (id: string, revision: number, dvrdata: object, tosave = true) =>
      post(HSE, '/api/sr/dvrs/storedata', {
        customer: DEMO_CUSTOMER.id,
        factory_id: FACTORY,
        dvr_id: id,
        code: 'RUM',
        dvrdata,
        tosave,
        form_code: 'DVR-RUM',
        form_version: 1,
        revision,
      });

    it('refuses a data del documento that is not a date, saved or only checked, and writes nothing', async () => {
      const dvr = await createNoiseDvr();
      for (const document_date of ['13/66/____', '31/02/2025', '2025-02-31']) {
        for (const tosave of [true, false]) {
          const res = await storeData(dvr.id, dvr.revision, { document_date }, tosave);
          expect(res.status).toBe(422);
          expect(res.body).toEqual({ message: INVALID, errors: { 'data.document_date': [DATE] } });
        }
      }
      expect(await revisionOf(`dvr-${dvr.id}`)).toBe(dvr.revision);
    });

    it('saves a draft without its required fields, and signs only once they are there', async () => {
      const dvr = await createNoiseDvr();
      const draft = await storeData(dvr.id, dvr.revision, { strategia: 'compiti' });
      expect(draft.status).toBe(200);
      const refused = await post(HSE, `/api/sr/dvrs/${dvr.id}/sign`, { revision: draft.body.data.revision, apply_hazards: false });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ message: INVALID, errors: { 'data.document_date': [REQUIRED] } });
      expect(await revisionOf(`dvr-${dvr.id}`)).toBe(draft.body.data.revision);

      const badDate = await post(HSE, `/api/sr/dvrs/${dvr.id}/sign`, {
        revision: draft.body.data.revision,
        apply_hazards: false,
        document_date: '2025-02-31',
      });
      expect(badDate.status).toBe(422);
      expect(badDate.body.errors).toEqual({ document_date: [DATE] });

      const complete = await storeData(dvr.id, draft.body.data.revision, { strategia: 'compiti', document_date: '01/02/2026' });
      expect(complete.status).toBe(200);
      const signed = await post(HSE, `/api/sr/dvrs/${dvr.id}/sign`, { revision: complete.body.data.revision, apply_hazards: false });
      expect(signed.status).toBe(200);
      expect((await get(HSE, `/api/sr/dvrs/${dvr.id}/revisions/1`)).body.data).toMatchObject({ document_date: '2026-02-01' });
    });

    it('refuses to sign data saved before the check, whatever it holds', async () => {
      const dvr = await createNoiseDvr();
      // What the issue found in revisions 1 and 2: a malformed date stored by an earlier release.
      const commandId = `legacy:${dvr.id}`;
      const metadata = eventMetadata({ ...SYSTEM_ACTOR, entityId: DEMO_ENTITY.id }, commandId, {
        customerId: DEMO_CUSTOMER.id,
        factoryId: FACTORY,
      });
      const legacy = {
        dvrId: dvr.id,
        data: { document_date: '13/66/____' },
        formCode: 'DVR-RUM',
        formVersion: 1,
        sections: ['document_date'],
      };
      const { position } = await store().append(
        `dvr-${dvr.id}`,
        [{ id: eventIdFor(commandId, 0), type: 'DvrDataSaved', data: legacy, metadata }],
        { expectedRevision: dvr.revision },
      );
      await app.get(ProjectionWaiter).waitFor(position);
      const revision = await revisionOf(`dvr-${dvr.id}`);

      const refused = await post(HSE, `/api/sr/dvrs/${dvr.id}/sign`, { revision, apply_hazards: false, document_date: '2026-02-01' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ 'data.document_date': [DATE] });
      expect(await revisionOf(`dvr-${dvr.id}`)).toBe(revision);
      expect((await get(HSE, `/api/sr/dvrs/${dvr.id}`)).body.data).toMatchObject({ status: 0, revisions: [] });
      expect(refused.body.message).not.toBe(DVR_MESSAGES.NOTHING_TO_SIGN);
    });
  });
});
