import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { APP_CODES, mayReadClinicalData, type AppCode } from '@tutela/contracts';
import type { CreatedApp } from '../create-app';
import { asksClinicalData } from '../auth/guard/clinical-data';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { callersFor, canSee, levelVaries, loginCallers, type Caller } from './testing/authorization-matrix-callers';
import { executionOrder, misspellings, pathParamsOf, pathVariants, routeApp, send } from './testing/authorization-matrix-requests';
import { seedOtherTenants } from './testing/authorization-matrix-seed';
import type { Owner } from './testing/authorization-matrix-tenants';
import { routeTable, routeUrl, type ApiRoute } from './testing/route-table';

/**
 * The authorization matrix, generated from the route table: every controller route × every demo user with a
 * token of each application × no token × ids of the caller's own tenant and of others × path letter case ×
 * the X-Tutela-App header. The oracle is the route's own metadata (public, level, roles, @ClinicalData()) and the
 * caller's level and roles in the route's application; a success the oracle forbids is an "unexpected success".
 * A clinical-data route (a visit's data, files, PDF, history, export) answers 403 to every caller without a
 * clinical role (contracts' mayReadClinicalData), whatever their level. A route added
 * later is covered without editing this file; to get tenant checks for a new kind of record, add its path
 * segment to TENANT_FIXTURES (testing/authorization-matrix-tenants.ts) and store the records in
 * testing/authorization-matrix-seed.ts.
 *
 * Runs on PGlite only: it tests the HTTP guard and the queries' scoping, not the storage.
 */

interface Outcome {
  route: string;
  caller: string;
  url: string;
  status: number;
  expected: string;
}

describe.each(apiTestTargets().slice(0, 1))('authorization matrix on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const callers: Caller[] = [];

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    await seedOtherTenants(app);
    callers.push(...(await loginCallers(app)));
  }, 120_000);
  afterAll(async () => {
    await created?.close();
  });

  it('lets no caller past the level, role or tenant its route requires, in any spelling, with any header', async () => {
    const routes = routeTable(app)
      .filter((route) => route.path.startsWith('/api/'))
      .sort(executionOrder);
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
      const outcome = (expected: string): Outcome => ({
        route: `${route.method} ${route.path}`,
        caller: caller.label,
        url,
        status: res.status,
        expected,
      });
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
      const clinical = route.clinical !== null && asksClinicalData(route.clinical, pathParamsOf(route, url));
      if (clinical && !mayReadClinicalData({ roles: caller.roles[acting], customerSide: caller.customerIds.length > 0 })) {
        if (res.status !== 403) unexpected.push(outcome('403 (dati clinici)'));
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
          if (res.status !== 404)
            unexpected.push({ route: `${route.method} ${route.path}`, caller: caller.label, url, status: res.status, expected: '404' });
        }
      }
    }

    console.log(`Matrice di autorizzazione: ${routes.length} rotte, ${callers.length + 1} chiamanti, ${requests} richieste`);
    expect(serverErrors).toEqual([]);
    expect(unexpected).toEqual([]);
  }, 600_000);

  it('handles the Idempotency-Key on every write route (IdempotentPost…) and runs no interceptor on reads', () => {
    const routes = routeTable(app).filter((route) => route.path.startsWith('/api/'));
    const writes = routes.filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((route) => !route.idempotent).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(routes.filter((route) => route.method === 'GET' && route.idempotent).map((route) => route.path)).toEqual([]);
  });
});
