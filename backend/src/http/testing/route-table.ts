import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { ALLOW_PASSWORD_CHANGE_PENDING_KEY, IS_PUBLIC_KEY, REQUIRED_LEVEL_KEY, REQUIRED_ROLES_KEY } from '../../auth/guard/auth-metadata';
import { CLINICAL_DATA_KEY, type ClinicalDataRoute } from '../../auth/guard/clinical-data';
import { API_PREFIX } from '../configure-http';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import type { RouteIndex } from '../route-index';

/**
 * Every controller route of a running Nest app, read from the decorators' metadata, so that tests iterate over
 * the routes that exist rather than a list someone must remember to extend (fuzzing, authorization matrix).
 *
 * ```ts
 * for (const route of routeTable(app)) {
 *   const url = routeUrl(route, () => randomUUID());           // '/api/md/users/3f…'
 *   if (!route.public && route.level !== null) …               // who may call it
 *   if (route.body) dtoFields(route.body);                      // ['email', 'first_name', …]
 * }
 * ```
 */
export interface ApiRoute {
  /** Upper-case HTTP method: 'GET', 'POST', 'DELETE', … */
  method: string;
  /** Full Express path template as served, prefix included: '/api/md/users/:id/roles/:grantId'. */
  path: string;
  /** @Public(): reachable without a token. */
  public: boolean;
  /** @RequireLevel on the handler, else on the controller; null when none (any signed-in user). */
  level: number | null;
  /** @RequireRoles (any of them suffices); empty when none. */
  roles: readonly string[];
  /** @ClinicalData(): returns clinical data (for a clinical record kind when it names a kind parameter); else null. */
  clinical: ClinicalDataRoute | null;
  /** @AllowPasswordChangePending: reachable by a user who must change their password first. */
  allowsPasswordChangePending: boolean;
  /** Names of the path parameters, in order: ['id', 'grantId']. */
  pathParams: readonly string[];
  /** DTO class of the whole @Query(), or null. */
  query: Type<unknown> | null;
  /** DTO class of the whole @Body(), or null (no body read). */
  body: Type<unknown> | null;
  /** 'UsersAdminController.update': where to look when a test fails. */
  handler: string;
  /** The handler carries the Idempotency-Key handling (IdempotencyInterceptor: idempotent-routes). */
  idempotent: boolean;
}

const METHOD_NAMES: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.DELETE]: 'DELETE',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.OPTIONS]: 'OPTIONS',
  [RequestMethod.HEAD]: 'HEAD',
  [RequestMethod.ALL]: 'ALL',
};

const asList = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : [value ?? '/']);

/** configureHttp's global prefix, with its one exclusion: a controller path already spelling 'api/…'. */
function fullPath(controllerPath: string, methodPath: string): string {
  const parts = [controllerPath, methodPath].flatMap((part) => part.split('/')).filter(Boolean);
  if (parts[0] !== API_PREFIX) parts.unshift(API_PREFIX);
  return `/${parts.join('/')}`;
}

interface RouteArgument {
  index: number;
  data?: unknown;
}

function wholeArgumentType(args: Record<string, RouteArgument>, paramTypes: unknown[], kind: RouteParamtypes): Type<unknown> | null {
  for (const [key, arg] of Object.entries(args)) {
    if (key.split(':')[0] !== String(kind) || arg.data !== undefined) continue;
    const type = paramTypes[arg.index];
    return typeof type === 'function' && type !== Object ? (type as Type<unknown>) : null;
  }
  return null;
}

/** The routes of every controller of `app` (after `app.init()`), sorted by path then method. */
export function routeTable(app: INestApplication): ApiRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: ApiRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type<unknown> | null;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
    const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (methodPath === undefined || method === undefined) continue;
      const targets = [handler, controller];
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>;
      const paramTypes = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
      const common = {
        method: METHOD_NAMES[method] ?? String(method),
        public: reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets) === true,
        level: reflector.getAllAndOverride<number | undefined>(REQUIRED_LEVEL_KEY, targets) ?? null,
        roles: reflector.getAllAndOverride<string[] | undefined>(REQUIRED_ROLES_KEY, targets) ?? [],
        clinical: reflector.getAllAndOverride<ClinicalDataRoute | undefined>(CLINICAL_DATA_KEY, targets) ?? null,
        allowsPasswordChangePending: reflector.getAllAndOverride<boolean | undefined>(ALLOW_PASSWORD_CHANGE_PENDING_KEY, targets) === true,
        query: wholeArgumentType(args, paramTypes, RouteParamtypes.QUERY),
        body: wholeArgumentType(args, paramTypes, RouteParamtypes.BODY),
        handler: `${controller.name}.${name}`,
        idempotent: ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[]).includes(IdempotencyInterceptor),
      };
      for (const controllerPath of controllerPaths) {
        for (const path of asList(methodPath)) {
          const full = fullPath(controllerPath, path);
          const pathParams = [...full.matchAll(/:(\w+)/g)].map((match) => match[1]);
          routes.push({ ...common, path: full, pathParams });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The route's path with each :param replaced by `valueOf(name)`, %-encoded: '/api/md/users/%00' for '\u0000'. */
export function routeUrl(route: Pick<ApiRoute, 'path'>, valueOf: (param: string) => string): string {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => percentEncode(valueOf(name)));
}

/** Property names a DTO class validates (its own and inherited): the fields a request may send. */
export function dtoFields(dto: Type<unknown>): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))].sort();
}

/**
 * The method and path of every route Express actually serves (layers of its router), to check the table
 * against: a route the table missed or invented shows up as a difference. A layer bound to several methods
 * (Nest's catch-all 404 handlers) is listed once as 'ALL <path>'.
 */
export function expressRoutes(app: INestApplication): string[] {
  const instance = app.getHttpAdapter().getInstance() as { router?: { stack?: unknown[] } };
  const found = new Set<string>();
  // The app's route layers, those gathered behind the route index (route-index) included.
  const layers = (instance.router?.stack ?? []).flatMap(
    (layer) => (layer as { handle?: Partial<RouteIndex> }).handle?.routeLayers ?? [layer],
  );
  for (const layer of layers) {
    const route = (layer as { route?: { path?: unknown; methods?: Record<string, boolean> } }).route;
    if (!route || typeof route.path !== 'string') continue;
    const methods = Object.entries(route.methods ?? {})
      .filter(([, on]) => on)
      .map(([method]) => method.toUpperCase());
    found.add(`${methods.length === 1 && methods[0] !== '_ALL' ? methods[0] : 'ALL'} ${route.path}`);
  }
  return [...found].sort();
}

/**
 * encodeURIComponent, except that half of a surrogate pair (which encodeURIComponent refuses with a URIError)
 * is written as the three bytes a careless client would send (WTF-8): the server must cope with those too.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
