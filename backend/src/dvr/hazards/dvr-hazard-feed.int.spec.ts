import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  DVR_MESSAGES,
  dvrJobHazards,
  type CustomerCreatedData,
  type DvrFormData,
  type EventStore,
  type FactoryAddedData,
  type HazardAssignment,
  type WorkerHiredData,
  type Database,
} from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../../create-app';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { apiTestTargets } from '../../platform/testing/api-test-targets';
import { eventIdFor } from '../../shared/command-runner';
import { DomainError } from '../../shared/domain-error';
import { eventMetadata, SYSTEM_ACTOR, type Actor } from '../../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import { DEMO_ENTITY, DEMO_PASSWORD } from '../../demo/demo-data';
import type { DvrHazardSource } from './dvr-hazard-feed.port';
import { DvrHazardFeedService } from './dvr-hazard-feed.service';

const CUSTOMER = 'd0d0d0d0-0000-4000-8000-0000000000c1';
const FACTORY = 'd0d0d0d0-0000-4000-8000-0000000000f1';
const OTHER_FACTORY = 'd0d0d0d0-0000-4000-8000-0000000000f2';
const WORKERS = [
  { id: 'd0d0d0d0-0000-4000-8000-0000000000b1', firstName: 'Anna', job: 'press' },
  { id: 'd0d0d0d0-0000-4000-8000-0000000000b2', firstName: 'Bruno', job: 'press' },
  { id: 'd0d0d0d0-0000-4000-8000-0000000000b3', firstName: 'Carla', job: 'office' },
] as const;
const SIGN_COMMAND = 'd0d0d0d0-0000-4000-8000-00000000aaa1';
const SECOND_SIGN_COMMAND = 'd0d0d0d0-0000-4000-8000-00000000aaa2';
const ACTOR: Actor = { userId: 'd0d0d0d0-0000-4000-8000-0000000000u1', name: 'Paolo Ferri', role: 'hse_manager', entityId: DEMO_ENTITY.id };

describe.each(apiTestTargets())('DVR hazard feed on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  let store: EventStore;
  let feed: DvrHazardFeedService;
  const jobs = { press: '', office: '', elsewhere: '' };
  const http = () => request(app.getHttpServer());
  let medico = '';
  let segreteria = '';

  async function login(email: string): Promise<string> {
    const res = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  }
  const post = (token: string, path: string, body: object) =>
    http()
      .post(path)
      .set({ Authorization: `Bearer ${token}` })
      .send(body);

  async function append(stream: string, type: string, data: object, key: string): Promise<void> {
    const { position } = await store.append(
      stream,
      [{ id: eventIdFor(key, 0), type, data, metadata: eventMetadata(SYSTEM_ACTOR, key, { customerId: CUSTOMER }) }],
      { expectedRevision: 'any' },
    );
    await app.get(ProjectionWaiter).waitFor(position);
  }

  async function createJob(name: string, factoryId: string): Promise<string> {
    const res = await post(medico, '/api/md/jobs', { name, customer_id: CUSTOMER, factory_id: factoryId, level: 2 });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  }

  const source = (data: DvrFormData, previouslyApplied: DvrHazardSource['previouslyApplied'] = [], code = 'SEDE'): DvrHazardSource => ({
    dvrId: 'd0d0d0d0-0000-4000-8000-0000000000d1',
    entityId: DEMO_ENTITY.id,
    customerId: CUSTOMER,
    factoryId: FACTORY,
    code,
    data,
    previouslyApplied,
  });
  const events = async (stream: string) =>
    (await store.readStream(stream)).map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));
  const hazardIds = (hazards: unknown) => (hazards as HazardAssignment[]).map((hazard) => hazard.hazardId);

  // Revision 1: the press job's own row plus the 'Reparto' area's rows, which the office job shares.
  const FIRST: DvrFormData = {};

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    store = app.get<EventStore>(EVENT_STORE);
    feed = new DvrHazardFeedService(app.get<Database>(DATABASE), app.get(CommandBus));
    const customer: CustomerCreatedData = {
      customerId: CUSTOMER,
      entityId: DEMO_ENTITY.id,
      companyName: 'Stampaggi DVR S.r.l.',
      vatNumber: null,
    };
    await append(`customer-${CUSTOMER}`, 'CustomerCreated', customer, 'dvr-test:customer');
    for (const [factoryId, name] of [
      [FACTORY, 'Sede di Lecco'],
      [OTHER_FACTORY, 'Sede di Como'],
    ]) {
      const factory: FactoryAddedData = { customerId: CUSTOMER, factoryId, name, address: null, city: null, lat: null, lng: null };
      await append(`customer-${CUSTOMER}`, 'FactoryAdded', factory, `dvr-test:factory:${factoryId}`);
    }
    medico = await login('medico@tutela.demo');
    segreteria = await login('segreteria@tutela.demo');
    jobs.press = await createJob('Pressatore', FACTORY);
    jobs.office = await createJob('Impiegato', FACTORY);
    jobs.elsewhere = await createJob('Magazziniere', OTHER_FACTORY);
    // The press job has a hazard set by hand on its card and a protocol its workers get on assignment.
    expect((await post(medico, `/api/md/jobs/${jobs.press}/hazards`, { hazards: [{ hazard_id: 'STRESS' }] })).status).toBe(200);
    expect(
      (await post(medico, `/api/md/jobs/${jobs.press}/protocol`, { protocol: [{ examination_type_id: 10, period: 12 }] })).status,
    ).toBe(200);
    for (const worker of WORKERS) {
      const hired: WorkerHiredData = {
        workerId: worker.id,
        entityId: DEMO_ENTITY.id,
        customerId: CUSTOMER,
        factoryId: FACTORY,
        firstName: worker.firstName,
        lastName: 'Prova',
        sex: 'F',
        birthDate: '1985-05-05',
        birthPlace: 'BERGAMO',
        birthPlaceCode: 'A794',
        fiscalCode: null,
        email: null,
      };
      await append(`worker-${worker.id}`, 'WorkerHired', hired, `dvr-test:hire:${worker.id}`);
      const res = await post(segreteria, `/api/md/workers/${worker.id}/job`, { job_id: jobs[worker.job], reset_healt_protocol: true });
      expect(res.status).toBe(200);
    }
    Object.assign(FIRST, {
      areas: [{ area_id: 'reparto', name: 'Reparto', job_ids: [jobs.press, jobs.office] }],
      jhaz: [
        {
          job_id: jobs.press,
          hazard_id: 'RUMORE',
          evaluation_date: '2026-03-01',
          exposition_days: 220,
          frequency: 4,
          probability: 2,
          damage: 3,
        },
      ],
      areahaz: [{ area_id: 'reparto', hazard_id: 'VDT', frequency: 2 }],
    });
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('previews the jobs the DVR changes, with hazards added and the active workers with their protocol', async () => {
    expect(await feed.jobHazards(source(FIRST))).toEqual(dvrJobHazards(FIRST));
    const preview = await feed.preview(source(FIRST));
    expect(preview).toEqual({
      jobs: [
        {
          job_id: jobs.office,
          job_name: 'Impiegato',
          added: [{ hazard_id: 'VDT', description: expect.any(String) }],
          removed: [],
          workers: [{ id: WORKERS[2].id, name: 'Prova Carla', protocol: [] }],
        },
        {
          job_id: jobs.press,
          job_name: 'Pressatore',
          added: [
            { hazard_id: 'RUMORE', description: 'Rumore' },
            { hazard_id: 'VDT', description: expect.any(String) },
          ],
          removed: [],
          workers: [
            { id: WORKERS[0].id, name: 'Prova Anna', protocol: ['Visita medica periodica – ANNUALE'] },
            { id: WORKERS[1].id, name: 'Prova Bruno', protocol: ['Visita medica periodica – ANNUALE'] },
          ],
        },
      ],
      workers_total: 3,
    });
  });

  it('applies the hazards to the jobs and, through their propagation, to their active workers', async () => {
    const result = await feed.apply(source(FIRST), { actor: ACTOR, commandId: SIGN_COMMAND });
    expect(result.jobs).toEqual([
      { jobId: jobs.office, added: ['VDT'], removed: [] },
      { jobId: jobs.press, added: ['RUMORE', 'VDT'], removed: [] },
    ]);
    expect(result.workers).toBe(3);
    expect(result.position).toBeGreaterThan(0);
    const press = (await events(`job-${jobs.press}`)).at(-1)!;
    expect(press.type).toBe('JobHazardsSet');
    expect(press.data.hazards).toEqual([
      { hazardId: 'RUMORE', evaluationDate: '2026-03-01', expositionDays: 220, frequency: 4, formData: null },
      { hazardId: 'VDT', evaluationDate: null, expositionDays: null, frequency: 2, formData: null },
      expect.objectContaining({ hazardId: 'STRESS' }),
    ]);
    for (const worker of WORKERS) {
      const last = (await events(`worker-${worker.id}`)).at(-1)!;
      expect(last.type).toBe('WorkerHazardsSet');
      expect(hazardIds(last.data.hazards)).toEqual(worker.job === 'press' ? ['RUMORE', 'VDT', 'STRESS'] : ['VDT']);
    }
    expect((await feed.preview(source(FIRST))).jobs).toEqual([]);
  });

  it('writes nothing new when the same signature is applied again', async () => {
    const streams = [`job-${jobs.press}`, `job-${jobs.office}`, ...WORKERS.map((worker) => `worker-${worker.id}`)];
    const before = await Promise.all(streams.map(async (stream) => (await store.readStream(stream)).length));
    const again = await feed.apply(source(FIRST), { actor: ACTOR, commandId: SIGN_COMMAND });
    expect(again).toEqual({ jobs: [], workers: 0, position: 0 });
    expect(await Promise.all(streams.map(async (stream) => (await store.readStream(stream)).length))).toEqual(before);

    // Even where the job changed by hand meanwhile, the retried signature's derived command id is already there.
    expect((await post(medico, `/api/md/jobs/${jobs.office}/hazards`, { hazards: [] })).status).toBe(200);
    const office = (await store.readStream(`job-${jobs.office}`)).length;
    await feed.apply(source(FIRST), { actor: ACTOR, commandId: SIGN_COMMAND });
    expect((await store.readStream(`job-${jobs.office}`)).length).toBe(office);
    expect((await store.readStream(`worker-${WORKERS[2].id}`)).length).toBe(before[4]);
    expect((await post(medico, `/api/md/jobs/${jobs.office}/hazards`, { hazards: [{ hazard_id: 'VDT', frequency: 2 }] })).status).toBe(200);
  });

  it('removes only what the last applied revision had set when a job or a hazard leaves the DVR', async () => {
    const second: DvrFormData = { jhaz: [{ job_id: jobs.press, hazard_id: 'VDT' }] };
    const result = await feed.apply(source(second, dvrJobHazards(FIRST)), { actor: ACTOR, commandId: SECOND_SIGN_COMMAND });
    expect(result.jobs).toEqual([
      { jobId: jobs.office, added: [], removed: ['VDT'] },
      { jobId: jobs.press, added: [], removed: ['RUMORE'] },
    ]);
    // The hand-set STRESS stays; VDT keeps the values the DVR gave it before (the new row gives none).
    const press = (await events(`job-${jobs.press}`)).at(-1)!;
    expect(hazardIds(press.data.hazards)).toEqual(['VDT', 'STRESS']);
    expect(hazardIds((await events(`job-${jobs.office}`)).at(-1)!.data.hazards)).toEqual([]);
  });

  it('refuses a job of another factory and an unknown hazard with 422 field errors', async () => {
    const bad: DvrFormData = {
      jhaz: [
        { job_id: jobs.elsewhere, hazard_id: 'RUMORE' },
        { job_id: jobs.press, hazard_id: 'NON_ESISTE' },
      ],
    };
    const before = (await store.readStream(`job-${jobs.elsewhere}`)).length;
    for (const attempt of [
      () => feed.jobHazards(source(bad)),
      () => feed.preview(source(bad)),
      () => feed.apply(source(bad), { actor: ACTOR, commandId: SIGN_COMMAND }),
    ]) {
      const error = await attempt().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        kind: 'validation',
        fieldErrors: { 'jhaz.0.job_id': [DVR_MESSAGES.JOB_NOT_IN_FACTORY], 'jhaz.1.hazard_id': [DVR_MESSAGES.HAZARD_UNKNOWN] },
      });
    }
    expect((await store.readStream(`job-${jobs.elsewhere}`)).length).toBe(before);
  });

  it("refuses, in a noise assessment, a hazard that noise assessments do not assess (the screen's filter, on the server)", async () => {
    const noise = { job_id: jobs.press, hazard_id: 'RUMORE' };
    const stress: DvrFormData = { jhaz: [noise, { job_id: jobs.press, hazard_id: 'STRESS' }] };
    const before = (await store.readStream(`job-${jobs.press}`)).length;
    const error = await feed.apply(source(stress, [], 'RUM'), { actor: ACTOR, commandId: SIGN_COMMAND }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'validation', fieldErrors: { 'jhaz.1.hazard_id': [DVR_MESSAGES.HAZARD_NOT_IN_TYPE] } });
    expect((await store.readStream(`job-${jobs.press}`)).length).toBe(before);
    // Its own hazard alone is accepted.
    await expect(feed.preview(source({ jhaz: [noise] }, [], 'RUM'))).resolves.toBeDefined();
  });
});
