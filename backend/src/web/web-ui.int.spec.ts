import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createHttpLayerHarness, type HttpLayerHarness } from '../http/testing/http-layer-harness';

const SCRIPT = `console.log(${JSON.stringify('Tutela '.repeat(200))});`;

/** A built UI as frontend/vite.config.ts leaves it: each asset with its .br and .gz beside it. */
function writeBuild(dist: string, hash: string): void {
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const asset = path.join(dist, 'assets', `app-${hash}.js`);
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>Tutela ${hash}</title>`);
}

describe('web UI files', () => {
  let dist: string;
  let h: HttpLayerHarness;

  beforeEach(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'tutela-web-gz-'));
    writeBuild(dist, 'a1');
    h = await createHttpLayerHarness({ webDist: dist });
  });
  afterEach(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed when the browser accepts br, with its type, Vary and a year of caching', async () => {
    const res = await request(h.app.getHttpServer()).get('/assets/app-a1.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // What went on the wire is the .br file (supertest decodes it back to the script).
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(res.text).toBe(SCRIPT);
  });

  it('sends the gzip file when br is not accepted, and the file as it is when nothing is', async () => {
    const server = h.app.getHttpServer();
    const gz = await request(server).get('/assets/app-a1.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers.vary).toMatch(/Accept-Encoding/);
    expect(gz.headers['cache-control']).toContain('immutable');
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(SCRIPT).length);
    expect(gz.text).toBe(SCRIPT);

    const plain = await request(server).get('/assets/app-a1.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.text).toBe(SCRIPT);
  });

  it('keeps index.html uncached, and finds the compressed files of a build made while the server runs', async () => {
    const server = h.app.getHttpServer();
    const page = await request(server).get('/workers/list').set('Accept-Encoding', 'br').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('Tutela a1');

    writeBuild(dist, 'b2');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    const res = await request(server).get('/assets/app-b2.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});
