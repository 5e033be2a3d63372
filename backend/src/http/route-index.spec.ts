import express from 'express';
import request from 'supertest';
import { indexRoutesByPrefix, literalPrefix, routeKey, type RouteIndex } from './route-index';

describe('literalPrefix', () => {
  it.each([
    ['/api/md/workers', '/api/md/workers'],
    ['/api/md/workers/:id', '/api/md/workers/'],
    ['/api/md/files{/:name}', '/api/md/files'],
    ['/api/*rest', '/api/'],
    ['/api/a\\:b', '/api/a'],
    ['/:app/users', '/'],
  ])('%s → %s', (path, prefix) => expect(literalPrefix(path)).toBe(prefix));
});

describe('routeKey', () => {
  it.each([
    ['/api/md/workers', '/api/md/workers'],
    ['/api/md/workers/search', '/api/md/workers'],
    ['/api/md/workers/:id', '/api/md/workers'],
    ['/api/md/files{/:name}', '/api/md'],
    ['/api/md/work:kind', '/api/md'],
    ['/api/*rest', '/api'],
    ['/:app/users', ''],
    ['/', '/'],
    [/^\/regex/, ''],
  ])('%s → %s', (path, key) => expect(routeKey(path)).toBe(key));
});

describe('indexRoutesByPrefix', () => {
  function app(caseSensitive = true) {
    const instance = express();
    instance.set('case sensitive routing', caseSensitive);
    instance.set('strict routing', true);
    instance.use((req, res, next) => (req.path === '/before' ? void res.send('middleware before') : next()));
    instance.get('/api/md/workers', (_req, res) => void res.send('list'));
    instance.get('/api/md/workers/search', (_req, res) => void res.send('search'));
    instance.post('/api/md/workers/:id', (req, res) => void res.send(`update ${req.params.id}`));
    instance.get('/api/md/workers/:id', (req, res) => void res.send(`card ${req.params.id}`));
    instance.get('/api/md/workers/:id/skip', (_req, _res, next) => next());
    instance.get('/api/md/files{/:name}', (req, res) => void res.send(`files ${req.params.name ?? '-'}`));
    instance.get('/:app/users', (req, res) => void res.send(`users ${req.params.app}`));
    instance.options('/api/md/open', (_req, res) => void res.send('options answered'));
    instance.all('/api/*rest', (req, res) => void res.status(404).send(`fallback ${req.method}`));
    instance.use((_req, res) => void res.status(404).send('not found after the routes'));
    return instance;
  }

  /** Express's error page shows the stack, which passes through the index: the error is compared, not the frames. */
  const withoutStack = (text: string | undefined) => (text ?? '').replace(/<br>.*<\/pre>/s, '</pre>');

  const paths = [
    '/api/md/workers',
    '/api/md/workers/',
    '/api/md/workers/search',
    '/api/md/workers/w1',
    '/api/md/workers/w%201',
    '/api/md/workers/w1/skip',
    '/api/md/files',
    '/api/md/files/a.pdf',
    '/md/users',
    '/API/md/workers',
    '/api/md/Workers',
    '/api/other',
    '/api',
    '/api/',
    '/elsewhere',
    '/',
    '/before',
    '/api/md/workers/%E0%A4%A',
    '/api//md/workers',
  ];

  it('answers every request as the plain router does, in every method, the same route first', async () => {
    const plain = app();
    const indexed = app();
    expect(indexRoutesByPrefix(indexed)).toBe(9);
    for (const method of ['get', 'post', 'head', 'options', 'delete'] as const) {
      for (const path of [...paths, '/api/md/open']) {
        const [expected, actual] = await Promise.all([request(plain)[method](path), request(indexed)[method](path)]);
        expect({ method, path, status: actual.status, text: withoutStack(actual.text) }).toEqual({
          method,
          path,
          status: expected.status,
          text: withoutStack(expected.text),
        });
      }
    }
  });

  it('tries for a request only the routes of its bucket', async () => {
    const indexed = app();
    indexRoutesByPrefix(indexed);
    const stack = (indexed.router as unknown as { stack: { handle: Partial<RouteIndex> }[] }).stack;
    const routeLayers = stack.flatMap((layer) => layer.handle.routeLayers ?? []) as {
      route: { path: string };
      matchers: ((path: string) => unknown)[];
    }[];
    const tried: string[] = [];
    for (const layer of routeLayers) {
      layer.matchers = layer.matchers.map((matcher) => (path: string) => (tried.push(layer.route.path), matcher(path)));
    }
    await request(indexed).get('/md/users').expect(200, 'users md');
    // Only the route without a literal part past "/" was tried: no route of /api can match.
    expect(tried).toEqual(['/:app/users']);
    tried.length = 0;
    await request(indexed).get('/api/md/files/a.pdf').expect(200, 'files a.pdf');
    // The workers' routes were passed over: their key (/api/md/workers) is not the path's.
    expect(tried).toEqual(['/api/md/files{/:name}']);
  });

  it('keeps the route layers for whoever lists the routes, and leaves the middleware where it was', () => {
    const indexed = app();
    indexRoutesByPrefix(indexed);
    const stack = (indexed.router as unknown as { stack: { route?: unknown; handle: Partial<RouteIndex> }[] }).stack;
    expect(stack.filter((layer) => layer.route)).toEqual([]);
    const index = stack.filter((layer) => layer.handle.routeLayers);
    expect(index).toHaveLength(1);
    expect(index[0].handle.routeLayers).toHaveLength(9);
  });

  it('leaves a case-insensitive router as it is', () => {
    expect(indexRoutesByPrefix(app(false))).toBe(0);
  });
});
