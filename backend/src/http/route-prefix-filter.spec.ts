import express from 'express';
import request from 'supertest';
import { filterRoutesByPrefix, literalPrefix } from './route-prefix-filter';

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

describe('filterRoutesByPrefix', () => {
  function app(caseSensitive = true) {
    const instance = express();
    instance.set('case sensitive routing', caseSensitive);
    instance.set('strict routing', true);
    instance.get('/api/md/workers', (_req, res) => void res.send('list'));
    instance.get('/api/md/workers/search', (_req, res) => void res.send('search'));
    instance.get('/api/md/workers/:id', (req, res) => void res.send(`card ${req.params.id}`));
    instance.get('/api/md/files{/:name}', (req, res) => void res.send(`files ${req.params.name ?? '-'}`));
    instance.get('/:app/users', (req, res) => void res.send(`users ${req.params.app}`));
    instance.all('/api/*rest', (_req, res) => void res.status(404).send('fallback'));
    return instance;
  }

  it('answers every request as the unfiltered router does, in the same order of routes', async () => {
    const plain = app();
    const filtered = app();
    expect(filterRoutesByPrefix(filtered)).toBe(6);
    const paths = ['/api/md/workers', '/api/md/workers/', '/api/md/workers/search', '/api/md/workers/w1', '/api/md/workers/w%201',
      '/api/md/files', '/api/md/files/a.pdf', '/md/users', '/API/md/workers', '/api/md/Workers', '/api/other', '/elsewhere'];
    for (const path of paths) {
      const [expected, actual] = await Promise.all([request(plain).get(path), request(filtered).get(path)]);
      expect({ path, status: actual.status, text: actual.text }).toEqual({ path, status: expected.status, text: expected.text });
    }
  });

  it('runs a route\'s expression only for paths that start with its literal part', async () => {
    const filtered = app();
    filterRoutesByPrefix(filtered);
    const layers = (filtered.router as unknown as { stack: { route?: unknown; matchers: ((path: string) => unknown)[] }[] }).stack.filter((layer) => layer.route);
    const tried: string[] = [];
    layers.forEach((layer, index) => {
      layer.matchers = layer.matchers.map((matcher) => (path: string) => (tried.push(`${index} ${path}`), matcher(path)));
    });
    await request(filtered).get('/md/users').expect(200, 'users md');
    // Only the route without a literal part past "/" was tried: the api routes were passed over by their prefix.
    expect(tried).toEqual(['4 /md/users']);
  });

  it('leaves a case-insensitive router as it is', () => {
    expect(filterRoutesByPrefix(app(false))).toBe(0);
  });
});
