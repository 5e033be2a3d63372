import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { AppCode } from '@tutela/contracts';
import request from 'supertest';
import { HISTORY_KIND_FIXTURES, TENANT_FIXTURES, type Owner } from './authorization-matrix-tenants';
import { routeUrl, type ApiRoute } from './route-table';

/** The application a route acts in: its /api/{app}/ segment, else the token's. */
export function routeApp(route: ApiRoute, tokenApp: AppCode): AppCode {
  const app = /^\/api\/(md|fr|sr)\//.exec(route.path)?.[1] as AppCode | undefined;
  return app ?? tokenApp;
}

/** The fixtures of the path's last parameter (the record the route acts on); other parameters get fresh ids. */
export function pathVariants(route: ApiRoute): Array<{ url: string; owner: Owner | null }> {
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

/** The path parameters of a URL built from the route's template ({ kind: 'examination', id: '…' }). */
export function pathParamsOf(route: Pick<ApiRoute, 'path'>, url: string): Record<string, string> {
  const template = route.path.split('/');
  const segments = url.split('?')[0].split('/');
  const params: Record<string, string> = {};
  template.forEach((part, index) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segments[index] ?? '');
  });
  return params;
}

/** Spellings of a route that must reach no handler: other letter cases and a trailing slash. */
export function misspellings(path: string): string[] {
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

export function send(app: INestApplication, method: string, url: string, token: string | null, header?: AppCode): request.Test {
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

/** Reads first, then writes; logout (which ends the caller's session) last of all. */
export function executionOrder(a: ApiRoute, b: ApiRoute): number {
  const rank = (route: ApiRoute) => (route.path.endsWith('/logout') ? 2 : route.method === 'GET' ? 0 : 1);
  return rank(a) - rank(b) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method);
}
