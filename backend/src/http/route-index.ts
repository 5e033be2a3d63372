import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** The part of an Express 5 route path before its first parameter, wildcard, optional group or escape. */
export function literalPrefix(path: string): string {
  const special = path.search(/[:*{(\\]/);
  return special === -1 ? path : path.slice(0, special);
}

/** How many leading path segments the index tells routes apart by: /api/{app}/{resource} in this API. */
const INDEX_DEPTH = 3;

/** '/' followed by the segments ('' for none): the form of both a route's key and a request's prefixes. */
const keyOf = (segments: readonly string[]): string => (segments.length === 0 ? '' : `/${segments.join('/')}`);

/**
 * The path prefix every path a route can match starts with, cut at a segment's end and at INDEX_DEPTH segments:
 * '/api/md/workers/:id' → '/api/md/workers', '/api/md/files{/:name}' → '/api/md', '/:app/users' → ''. A path that
 * is not text (a regular expression) gets '' and is tried for every request.
 */
export function routeKey(path: unknown): string {
  if (typeof path !== 'string') return '';
  const literal = literalPrefix(path);
  const segments = literal.split('/').slice(1);
  // A literal part that stops inside a segment, or right after a '/', does not say that segment.
  if (literal !== path) segments.pop();
  return keyOf(segments.slice(0, INDEX_DEPTH));
}

/** Whether `key` is `of` or one of its leading segments ('' leads every key). */
const leads = (key: string, of: string): boolean => key === '' || key === of || of.startsWith(`${key}/`);

interface RouteLayer {
  route?: { methods?: Record<string, boolean> };
  rawPath?: unknown;
}

type Bucket = ReturnType<typeof express.Router>;

/** The dispatcher that stands for a run of route layers; it keeps them for whoever lists the app's routes. */
export interface RouteIndex {
  (req: Request, res: Response, next: NextFunction): void;
  routeLayers: readonly unknown[];
}

/** A route that answers OPTIONS itself (app.options, app.all): the only ones an OPTIONS request is handed to. */
const answersOptions = (layer: RouteLayer): boolean => Boolean(layer.route?.methods?._all || layer.route?.methods?.options);

/**
 * Express tries the app's routes one after another until one matches: 335 routes here, and a list of workers sits
 * 171st, so every request walked about 170 of them, a walk that grows with every route added (with the prefix test
 * that used to run first, the router was 5.6 % of a profile at 32 clients; 4.1 % with the index). A route can only
 * match a path that starts with its literal part, so the routes are put in buckets by the first three segments of
 * that part (`routeKey`), each bucket a router of its own that keeps the app's order. A request is handed to the
 * bucket of the longest of its own first three prefixes that has one, and that bucket holds every route that can
 * match it, in the same order, so the same route answers. Nothing matching, the request goes on to what follows
 * the routes (Nest's 404), as before.
 *
 * Each run of consecutive route layers of the app's router becomes one layer. OPTIONS requests are handed only to the
 * routes that answer OPTIONS themselves: Express's automatic answer (the allowed methods) comes only after the last
 * layer, and Nest's 404 handler stands before it. Only with case-sensitive routing (createExpressAdapter sets it): a
 * case-insensitive route could match another spelling of its prefix. Returns how many route layers were indexed.
 */
export function indexRoutesByPrefix(app: Express): number {
  if (!app.get('case sensitive routing')) return 0;
  const stack = (app.router as unknown as { stack?: RouteLayer[] }).stack ?? [];
  const options = { caseSensitive: true, strict: Boolean(app.get('strict routing')) };
  let indexed = 0;
  for (let start = 0; start < stack.length; start++) {
    if (!stack[start].route) continue;
    let end = start;
    while (end < stack.length && stack[end].route) end++;
    const run = stack.slice(start, end);
    stack.splice(start, run.length, dispatcherLayer(run, options));
    indexed += run.length;
  }
  return indexed;
}

function dispatcherLayer(run: RouteLayer[], options: { caseSensitive: boolean; strict: boolean }): RouteLayer {
  const keysOf = (layer: RouteLayer) => (Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath]).map(routeKey);
  const bucket = (layers: RouteLayer[]): Bucket => {
    const router = express.Router(options);
    (router as unknown as { stack: RouteLayer[] }).stack.push(...layers);
    return router;
  };
  const buckets = new Map<string, { all: Bucket; options: Bucket | null }>();
  for (const key of new Set(run.flatMap(keysOf))) {
    const layers = run.filter((layer) => keysOf(layer).some((own) => leads(own, key)));
    const answering = layers.filter(answersOptions);
    buckets.set(key, { all: bucket(layers), options: answering.length > 0 ? bucket(answering) : null });
  }
  const dispatch = ((req: Request, res: Response, next: NextFunction) => {
    const found = bucketOf(buckets, req.path);
    const router = req.method === 'OPTIONS' ? found?.options : found?.all;
    if (!router) return next();
    router(req, res, next);
  }) as RouteIndex;
  dispatch.routeLayers = run;
  const holder = express.Router();
  holder.use(dispatch);
  return (holder as unknown as { stack: RouteLayer[] }).stack[0];
}

/** The bucket of the longest of the path's first INDEX_DEPTH prefixes that has one ('' last). */
function bucketOf<T>(buckets: Map<string, T>, path: string): T | undefined {
  const ends: number[] = [];
  for (let from = 0; ends.length < INDEX_DEPTH;) {
    const slash = path.indexOf('/', from + 1);
    ends.push(slash === -1 ? path.length : slash);
    if (slash === -1) break;
    from = slash;
  }
  for (let depth = ends.length - 1; depth >= 0; depth--) {
    const found = buckets.get(path.slice(0, ends[depth]));
    if (found) return found;
  }
  return buckets.get('');
}
