import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CODES, CUSTOMER_ROLE_NAMES, type AppCode, type CustomerCreatedData, type DvrCreatedData, type EventStore, type ExaminationStartedData, type JobCreatedData, type RoleName, type WorkerHiredData } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';
import { CreateEntityCommand } from '../users/commands/create-entity/create-entity.command';
import { CreateUserCommand } from '../users/commands/create-user/create-user.command';
import { ALL_ENTITIES } from '../users/domain/user-admin-scope';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD, DEMO_USERS } from '../users/seed/demo-data';
import { routeTable, routeUrl, type ApiRoute } from './testing/route-table';

/**
 * The authorization matrix, generated from the route table: every controller route × every demo user with a
 * token of each application × no token × ids of the caller's own tenant and of others × path letter case ×
 * the X-Tutela-App header. The oracle is the route's own metadata (public, level, roles) and the caller's
 * level in the route's application; a success the oracle forbids is an "unexpected success". A route added
 * later is covered without editing this file; to get tenant checks for a new kind of record, add its path
 * segment to TENANT_FIXTURES.
 *
 * Runs on PGlite only: it tests the HTTP guard and the queries' scoping, not the storage.
 */

interface Owner {
  entityId: string;
  customerId: string | null;
}

interface Caller {
  label: string;
  token: string | null;
  tokenApp: AppCode | null;
  levels: Record<AppCode, number>;
  roles: Record<AppCode, string[]>;
  entityId: string;
  systemAdmin: boolean;
  customerIds: string[];
}

interface Outcome {
  route: string;
  caller: string;
  url: string;
  status: number;
  expected: string;
}

const OTHER_ENTITY = randomUUID();
const SECOND_CUSTOMER = randomUUID();
const OTHER_ENTITY_CUSTOMER = randomUUID();
const OWN_TARGET_USER = randomUUID();
const OTHER_TARGET_USER = randomUUID();
const OWN_WORKER = randomUUID();
const SECOND_CUSTOMER_WORKER = randomUUID();
const OTHER_ENTITY_WORKER = randomUUID();
const OWN_EXAMINATION = randomUUID();
const SECOND_CUSTOMER_EXAMINATION = randomUUID();
const OTHER_ENTITY_EXAMINATION = randomUUID();
const OWN_GENERAL_JOB = randomUUID();
const OWN_CUSTOMER_JOB = randomUUID();
const SECOND_CUSTOMER_JOB = randomUUID();
const OTHER_ENTITY_JOB = randomUUID();
// A chat of another entity (between its users): nobody of the demo entity takes part in it.
const OTHER_ENTITY_CHAT = randomUUID();
/** A factory (with a department) of the demo customer, of a second customer of the same entity, of another entity. */
const OWN_FACTORY = randomUUID();
const SECOND_FACTORY = randomUUID();
const OTHER_ENTITY_FACTORY = randomUUID();
const departmentOf = (factoryId: string) => `d${factoryId.slice(1)}`;
/** One DVR per tenant, in the factories above. */
const OWN_DVR = randomUUID();
const SECOND_CUSTOMER_DVR = randomUUID();
const OTHER_ENTITY_DVR = randomUUID();

/** Ids to put in a path, by the segment before the parameter, with the tenant they belong to. */
const TENANT_FIXTURES: Record<string, Array<{ id: string; owner: Owner }>> = {
  users: [
    { id: OWN_TARGET_USER, owner: { entityId: DEMO_ENTITY.id, customerId: null } },
    { id: OTHER_TARGET_USER, owner: { entityId: OTHER_ENTITY, customerId: null } },
  ],
  entities: [
    { id: DEMO_ENTITY.id, owner: { entityId: DEMO_ENTITY.id, customerId: null } },
    { id: OTHER_ENTITY, owner: { entityId: OTHER_ENTITY, customerId: null } },
  ],
  customers: [
    { id: DEMO_CUSTOMER.id, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_CUSTOMER, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  workers: [
    { id: OWN_WORKER, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_WORKER, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_WORKER, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  jobs: [
    { id: OWN_GENERAL_JOB, owner: { entityId: DEMO_ENTITY.id, customerId: null } },
    { id: OWN_CUSTOMER_JOB, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_JOB, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_JOB, owner: { entityId: OTHER_ENTITY, customerId: null } },
  ],
  examinations: [
    { id: OWN_EXAMINATION, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_EXAMINATION, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_EXAMINATION, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  factories: [
    { id: OWN_FACTORY, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_FACTORY, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_FACTORY, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  dvrs: [
    { id: OWN_DVR, owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: SECOND_CUSTOMER_DVR, owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: OTHER_ENTITY_DVR, owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
  chats: [{ id: OTHER_ENTITY_CHAT, owner: { entityId: OTHER_ENTITY, customerId: null } }],
  departments: [
    { id: departmentOf(OWN_FACTORY), owner: { entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id } },
    { id: departmentOf(SECOND_FACTORY), owner: { entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER } },
    { id: departmentOf(OTHER_ENTITY_FACTORY), owner: { entityId: OTHER_ENTITY, customerId: OTHER_ENTITY_CUSTOMER } },
  ],
};

/** Record kinds of the history export (`history/:kind/:id/export`) and the fixtures of each. */
const HISTORY_KIND_FIXTURES: Record<string, string> = {
  user: 'users',
  entity: 'entities',
  customer: 'customers',
  worker: 'workers',
  job: 'jobs',
  examination: 'examinations',
  chat: 'chats',
  dvr: 'dvrs',
};

/** The application a route acts in: its /api/{app}/ segment, else the token's. */
function routeApp(route: ApiRoute, tokenApp: AppCode): AppCode {
  const app = /^\/api\/(md|fr|sr)\//.exec(route.path)?.[1] as AppCode | undefined;
  return app ?? tokenApp;
}

/** Can the caller see a record of this owner at all (when the route's level lets them in)? */
function canSee(caller: Caller, owner: Owner): boolean {
  if (caller.systemAdmin) return true;
  if (caller.customerIds.length > 0) return owner.customerId !== null && caller.customerIds.includes(owner.customerId);
  return owner.entityId === caller.entityId;
}

/** The fixtures of the path's last parameter (the record the route acts on); other parameters get fresh ids. */
function pathVariants(route: ApiRoute): Array<{ url: string; owner: Owner | null }> {
  if (route.pathParams.length === 0) return [{ url: route.path, owner: null }];
  // The history export names the kind of record in the path: each kind is tried with its own tenants' records.
  if (route.pathParams.includes('kind')) {
    return Object.entries(HISTORY_KIND_FIXTURES).flatMap(([kind, resource]) =>
      TENANT_FIXTURES[resource].map((fixture) => ({
        url: routeUrl(route, (param) => (param === 'kind' ? kind : param === 'id' ? fixture.id : randomUUID())),
        owner: fixture.owner,
      })),
    );
  }
  const segments = route.path.split('/');
  const last = route.pathParams[route.pathParams.length - 1];
  const resource = segments[segments.indexOf(`:${last}`) - 1] ?? '';
  const fixtures = TENANT_FIXTURES[resource] ?? [{ id: randomUUID(), owner: null }];
  return fixtures.map((fixture) => ({
    url: routeUrl(route, (param) => (param === last ? fixture.id : randomUUID())),
    owner: fixture.owner,
  }));
}

/** Spellings of a route that must reach no handler: other letter cases and a trailing slash. */
function misspellings(path: string): string[] {
  const variants = new Set<string>([path.replace(/^\/api/, '/API'), path.replace(/^\/api/, '/Api'), `${path}/`]);
  const app = /^\/api\/(md|fr|sr)\//.exec(path)?.[1];
  if (app) variants.add(path.replace(`/api/${app}/`, `/api/${app.toUpperCase()}/`));
  const resourceAt = app ? 3 : 2;
  const segments = path.split('/');
  if (segments[resourceAt] && !segments[resourceAt].startsWith(':')) {
    segments[resourceAt] = segments[resourceAt].toUpperCase();
    variants.add(segments.join('/'));
  }
  variants.delete(path);
  return [...variants];
}

function send(app: INestApplication, method: string, url: string, token: string | null, header?: AppCode): request.Test {
  const agent = request(app.getHttpServer());
  let req: request.Test;
  switch (method) {
    case 'GET':
      req = agent.get(url);
      break;
    case 'DELETE':
      req = agent.delete(url);
      break;
    case 'PUT':
      req = agent.put(url).send({});
      break;
    case 'PATCH':
      req = agent.patch(url).send({});
      break;
    default:
      req = agent.post(url).send({});
  }
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  if (header) req = req.set('X-Tutela-App', header);
  return req;
}

function levelVaries(caller: Caller): boolean {
  return new Set(Object.values(caller.levels)).size > 1;
}

/**
 * On an /api/{app}/ route the path, not the token, gives the application, so a user's three tokens meet the same
 * rules there: each user is tried once, with the token of the application where they are strongest (the one that
 * would leak if the token's application won), preferring a token of another application than the path's. Routes
 * without an application segment still meet every token. This keeps the matrix a third of its size.
 */
function callersFor(route: ApiRoute, callers: readonly Caller[]): Caller[] {
  const pathApp = /^\/api\/(md|fr|sr)\//.exec(route.path)?.[1];
  if (!pathApp) return [...callers];
  const byUser = new Map<string, Caller[]>();
  for (const caller of callers) {
    const user = caller.label.slice(0, caller.label.indexOf('['));
    byUser.set(user, [...(byUser.get(user) ?? []), caller]);
  }
  return [...byUser.values()].map((tokens) => {
    const rank = (caller: Caller) => caller.levels[caller.tokenApp!] * 2 + (caller.tokenApp === pathApp ? 0 : 1);
    return tokens.reduce((best, caller) => (rank(caller) > rank(best) ? caller : best));
  });
}

/** Reads first, then writes; logout (which ends the caller's session) last of all. */
function executionOrder(a: ApiRoute, b: ApiRoute): number {
  const rank = (route: ApiRoute) => (route.path.endsWith('/logout') ? 2 : route.method === 'GET' ? 0 : 1);
  return rank(a) - rank(b) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method);
}

describe.each(apiTestTargets().slice(0, 1))('authorization matrix on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const callers: Caller[] = [];

  async function seedOtherTenants(): Promise<void> {
    const commands = app.get(CommandBus);
    await commands.execute(
      new CreateEntityCommand(OTHER_ENTITY, { name: 'Ente Estraneo', addressInfo: null, activeMd: true, activeFr: true, activeSr: true, generic: false }, SYSTEM_ACTOR, 'matrix:entity'),
    );
    const users = [
      { userId: OWN_TARGET_USER, entityId: DEMO_ENTITY.id, email: 'bersaglio@tutela.demo' },
      { userId: OTHER_TARGET_USER, entityId: OTHER_ENTITY, email: 'bersaglio@estraneo.it' },
    ];
    for (const user of users) {
      await commands.execute(
        new CreateUserCommand(
          { ...user, firstName: 'Bersaglio', lastName: 'Matrice', password: DEMO_PASSWORD },
          { actor: SYSTEM_ACTOR, commandId: `matrix:user:${user.userId}`, scope: ALL_ENTITIES },
        ),
      );
    }
    const store = app.get<EventStore>(EVENT_STORE);
    for (const [customerId, entityId] of [
      [SECOND_CUSTOMER, DEMO_ENTITY.id],
      [OTHER_ENTITY_CUSTOMER, OTHER_ENTITY],
    ]) {
      const data: CustomerCreatedData = { customerId, entityId, companyName: `Cliente ${customerId.slice(0, 4)}`, vatNumber: null };
      const commandId = `matrix:customer:${customerId}`;
      await store.append(
        `customer-${customerId}`,
        [{ id: eventIdFor(commandId, 0), type: 'CustomerCreated', data, metadata: eventMetadata(SYSTEM_ACTOR, commandId, { customerId }) }],
        { expectedRevision: 'no_stream' },
      );
    }
    for (const [workerId, customerId, entityId] of [
      [OWN_WORKER, DEMO_CUSTOMER.id, DEMO_ENTITY.id],
      [SECOND_CUSTOMER_WORKER, SECOND_CUSTOMER, DEMO_ENTITY.id],
      [OTHER_ENTITY_WORKER, OTHER_ENTITY_CUSTOMER, OTHER_ENTITY],
    ]) {
      const data: WorkerHiredData = {
        workerId, entityId, customerId, factoryId: null, firstName: 'Mario', lastName: 'Matrice', sex: 'M', birthDate: '1985-12-10',
        birthPlace: 'San Giuliano Terme', birthPlaceCode: 'A562', fiscalCode: 'RSSMRA85T10A562S', email: null,
      };
      const commandId = `matrix:worker:${workerId}`;
      await store.append(
        `worker-${workerId}`,
        [{ id: eventIdFor(commandId, 0), type: 'WorkerHired', data, metadata: eventMetadata(SYSTEM_ACTOR, commandId, { customerId }) }],
        { expectedRevision: 'no_stream' },
      );
    }
    // One visit per tenant, so the examination routes meet real records of the caller's tenant and of others.
    for (const [examinationId, workerId, customerId, entityId] of [
      [OWN_EXAMINATION, OWN_WORKER, DEMO_CUSTOMER.id, DEMO_ENTITY.id],
      [SECOND_CUSTOMER_EXAMINATION, SECOND_CUSTOMER_WORKER, SECOND_CUSTOMER, DEMO_ENTITY.id],
      [OTHER_ENTITY_EXAMINATION, OTHER_ENTITY_WORKER, OTHER_ENTITY_CUSTOMER, OTHER_ENTITY],
    ]) {
      const data: ExaminationStartedData = {
        examinationId, kind: 'VIS', typeId: 10, workerId, entityId, customerId, factoryId: null, examinationDate: '2026-03-02', timeKey: examinationId,
        jobId: null, jobName: null, hazards: [], doctorId: null, formCode: 'VIS', formVersion: 1,
      };
      const commandId = `matrix:examination:${examinationId}`;
      await store.append(
        `examination-${examinationId}`,
        [{ id: eventIdFor(commandId, 0), type: 'ExaminationStarted', data, metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, { customerId }) }],
        { expectedRevision: 'no_stream' },
      );
    }
    const jobs: JobCreatedData[] = [
      { jobId: OWN_GENERAL_JOB, entityId: DEMO_ENTITY.id, customerId: null, factoryId: null, name: 'Mansione generale', level: 1 },
      { jobId: OWN_CUSTOMER_JOB, entityId: DEMO_ENTITY.id, customerId: DEMO_CUSTOMER.id, factoryId: randomUUID(), name: 'Mansione del cliente', level: 2 },
      { jobId: SECOND_CUSTOMER_JOB, entityId: DEMO_ENTITY.id, customerId: SECOND_CUSTOMER, factoryId: randomUUID(), name: 'Mansione di un altro cliente', level: 2 },
      { jobId: OTHER_ENTITY_JOB, entityId: OTHER_ENTITY, customerId: null, factoryId: null, name: 'Mansione di un altro ente', level: 2 },
    ];
    for (const data of jobs) {
      const commandId = `matrix:job:${data.jobId}`;
      await store.append(
        `job-${data.jobId}`,
        [{ id: eventIdFor(commandId, 0), type: 'JobCreated', data, metadata: eventMetadata(SYSTEM_ACTOR, commandId, { customerId: data.customerId }) }],
        { expectedRevision: 'no_stream' },
      );
    }
    {
      const commandId = `matrix:chat:${OTHER_ENTITY_CHAT}`;
      const member = { userId: OTHER_TARGET_USER, name: 'Bersaglio Matrice' };
      const data = { chatId: OTHER_ENTITY_CHAT, entityId: OTHER_ENTITY, customerId: null, title: 'Chat estranea', type: 'SING', createdBy: member, participants: [member] };
      await store.append(
        `chat-${OTHER_ENTITY_CHAT}`,
        [{ id: eventIdFor(commandId, 0), type: 'ChatOpened', data, metadata: eventMetadata(SYSTEM_ACTOR, commandId) }],
        { expectedRevision: 'no_stream' },
      );
    }
    // Each customer gets a factory with a department, so the factory and department routes meet real records.
    for (const [customerId, factoryId] of [
      [DEMO_CUSTOMER.id, OWN_FACTORY],
      [SECOND_CUSTOMER, SECOND_FACTORY],
      [OTHER_ENTITY_CUSTOMER, OTHER_ENTITY_FACTORY],
    ]) {
      const commandId = `matrix:factory:${factoryId}`;
      const metadata = eventMetadata(SYSTEM_ACTOR, commandId, { customerId, factoryId });
      await store.append(
        `customer-${customerId}`,
        [
          { id: eventIdFor(commandId, 0), type: 'FactoryAdded', data: { customerId, factoryId, name: 'Sede', address: null, city: null, lat: null, lng: null }, metadata },
          { id: eventIdFor(commandId, 1), type: 'DepartmentAdded', data: { customerId, factoryId, departmentId: departmentOf(factoryId), name: 'Reparto' }, metadata },
        ],
        { expectedRevision: 'any' },
      );
    }
    for (const [dvrId, customerId, factoryId, entityId] of [
      [OWN_DVR, DEMO_CUSTOMER.id, OWN_FACTORY, DEMO_ENTITY.id],
      [SECOND_CUSTOMER_DVR, SECOND_CUSTOMER, SECOND_FACTORY, DEMO_ENTITY.id],
      [OTHER_ENTITY_DVR, OTHER_ENTITY_CUSTOMER, OTHER_ENTITY_FACTORY, OTHER_ENTITY],
    ]) {
      const data: DvrCreatedData = { dvrId, entityId, customerId, factoryId, code: 'RUM', title: 'Rumore', formCode: 'DVR-RUM', formVersion: 1 };
      const commandId = `matrix:dvr:${dvrId}`;
      await store.append(
        `dvr-${dvrId}`,
        [{ id: eventIdFor(commandId, 0), type: 'DvrCreated', data, metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, { customerId, factoryId }) }],
        { expectedRevision: 'no_stream' },
      );
    }
    await app.get(ProjectionWaiter).waitFor(await store.headPosition(), 30_000);
  }

  async function loginCallers(): Promise<void> {
    for (const user of DEMO_USERS) {
      const levels = {} as Record<AppCode, number>;
      const roles = {} as Record<AppCode, string[]>;
      let profile: { id: string; entity_id: string; roles: Array<{ name: RoleName; pivot: { customer_id: string | null } }> } | null = null;
      const tokens: Array<{ app: AppCode; token: string }> = [];
      for (const tokenApp of APP_CODES) {
        const res = await request(app.getHttpServer()).post('/api/auth/login').send({ email: user.email, password: DEMO_PASSWORD, app: tokenApp });
        expect(res.status).toBe(200);
        tokens.push({ app: tokenApp, token: res.body.data.token });
        const data = (await request(app.getHttpServer()).get(`/api/${tokenApp}/getuserdata`).set('Authorization', `Bearer ${res.body.data.token}`).expect(200)).body.data;
        levels[tokenApp] = data.permission.level;
        roles[tokenApp] = [data.permission.role, data.permission.second_role, ...data.roles.map((r: { name: string }) => r.name)].filter(Boolean);
        profile = data;
      }
      const grants = profile!.roles;
      const customerSide = grants.length > 0 && grants.every((g) => CUSTOMER_ROLE_NAMES.includes(g.name));
      for (const { app: tokenApp, token } of tokens) {
        callers.push({
          label: `${user.email}[${tokenApp}]`,
          token,
          tokenApp,
          levels,
          roles,
          entityId: profile!.entity_id,
          systemAdmin: grants.some((g) => g.name === 'system_administrator'),
          customerIds: customerSide ? [...new Set(grants.map((g) => g.pivot.customer_id).filter((id): id is string => !!id))] : [],
        });
      }
    }
  }

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    await seedOtherTenants();
    await loginCallers();
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('lets no caller past the level, role or tenant its route requires, in any spelling, with any header', async () => {
    const routes = routeTable(app).filter((route) => route.path.startsWith('/api/')).sort(executionOrder);
    expect(routes.length).toBeGreaterThan(20);
    const anonymous: Caller = {
      label: 'anonimo',
      token: null,
      tokenApp: null,
      levels: { md: 0, fr: 0, sr: 0 },
      roles: { md: [], fr: [], sr: [] },
      entityId: '',
      systemAdmin: false,
      customerIds: [],
    };
    const unexpected: Outcome[] = [];
    const serverErrors: Outcome[] = [];
    let requests = 0;

    const check = async (route: ApiRoute, caller: Caller, url: string, owner: Owner | null, header?: AppCode) => {
      const res = await send(app, route.method, url, caller.token, header);
      requests++;
      const outcome = (expected: string): Outcome => ({ route: `${route.method} ${route.path}`, caller: caller.label, url, status: res.status, expected });
      if (res.status >= 500) serverErrors.push(outcome('< 500'));
      const success = res.status >= 200 && res.status < 300;
      if (route.public) return;
      if (!caller.token) {
        if (res.status !== 401) unexpected.push(outcome('401'));
        return;
      }
      const acting = routeApp(route, caller.tokenApp!);
      const levelOk = route.level === null || caller.levels[acting] >= route.level;
      const roleOk = route.roles.length === 0 || route.roles.some((role) => caller.roles[acting].includes(role));
      if (!levelOk || !roleOk) {
        if (res.status !== 403) unexpected.push(outcome('403'));
        return;
      }
      if (owner && !canSee(caller, owner) && success) unexpected.push(outcome('404 (altro ente o cliente)'));
    };

    for (const route of routes) {
      for (const { url, owner } of pathVariants(route)) {
        for (const caller of [anonymous, ...callersFor(route, callers)]) await check(route, caller, url, owner);
        // The header never changes the application of an /api/{app}/ route: tried by the callers whose level
        // differs between applications (the only ones a header could lift), with each other application.
        const pathApp = /^\/api\/(md|fr|sr)\//.exec(route.path)?.[1];
        if (route.method === 'GET' && pathApp) {
          for (const caller of callers.filter(levelVaries)) {
            for (const header of APP_CODES.filter((app) => app !== pathApp)) await check(route, caller, url, owner, header);
          }
        }
      }
      // Other spellings reach no handler at all, for the most powerful callers too.
      const strongest = callers.filter((caller) => caller.systemAdmin || caller.label.startsWith('hse@'));
      for (const url of misspellings(routeUrl(route, () => randomUUID()))) {
        for (const caller of [anonymous, ...strongest]) {
          const res = await send(app, route.method, url, caller.token, 'sr');
          requests++;
          if (res.status !== 404) unexpected.push({ route: `${route.method} ${route.path}`, caller: caller.label, url, status: res.status, expected: '404' });
        }
      }
    }

    console.log(`Matrice di autorizzazione: ${routes.length} rotte, ${callers.length + 1} chiamanti, ${requests} richieste`);
    expect(serverErrors).toEqual([]);
    expect(unexpected).toEqual([]);
  }, 600_000);
});
