import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLog } from './request-log';

interface Line {
  level: number;
  msg: string;
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
  responseTime: number;
}

/** An Express app with the request log in front, logging into `lines`, and a few routes behind it. */
function appLogging(level: pino.LevelWithSilent = 'info') {
  const lines: Line[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const app = express();
  app.use(requestLog(logger));
  app.get('/api/md/workers', (req, res) => {
    res.json({ id: (req as express.Request & { id?: string }).id });
  });
  app.get('/api/md/missing', (_req, res) => {
    res.status(404).json({ message: 'Risorsa non trovata' });
  });
  app.get('/api/md/broken', (_req, res) => {
    res.status(500).json({ message: 'Errore interno' });
  });
  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/assets/app.js', (_req, res) => {
    res.type('js').send('void 0;');
  });
  return { app, lines };
}

/** The 'close' listener logs after the answer has left: wait for the line. */
async function settled(lines: Line[], count: number): Promise<void> {
  for (let attempt = 0; attempt < 50 && lines.length < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('requestLog', () => {
  it('logs one line per API request with its id, method, URL, status and duration, at info for a success', async () => {
    const { app, lines } = appLogging();
    const answer = await request(app).get('/api/md/workers?page=2').expect(200);
    await settled(lines, 1);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/md/workers?page=2' },
      res: { statusCode: 200 },
    });
    expect(line.req.id).toMatch(/^[0-9a-f-]{36}$/);
    // The handler saw the same id the line carries.
    expect((answer.body as { id: string }).id).toBe(line.req.id);
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('logs a client error at warn and a server error at error', async () => {
    const { app, lines } = appLogging();
    await request(app).get('/api/md/missing').expect(404);
    await request(app).get('/api/md/broken').expect(500);
    await settled(lines, 2);
    expect(lines.map((line) => [line.level, line.msg, line.res.statusCode])).toEqual([
      [40, 'request completed', 404],
      [50, 'request errored', 500],
    ]);
  });

  it("keeps the caller's X-Request-Id when it is sensible, and replaces one that is too long", async () => {
    const { app, lines } = appLogging();
    await request(app).get('/api/md/workers').set('X-Request-Id', 'proxy-42').expect(200);
    await request(app).get('/api/md/workers').set('X-Request-Id', 'x'.repeat(101)).expect(200);
    await settled(lines, 2);
    expect(lines[0].req.id).toBe('proxy-42');
    expect(lines[1].req.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does not log health probes nor the files of the web UI', async () => {
    const { app, lines } = appLogging();
    await request(app).get('/api/health').expect(200);
    await request(app).get('/assets/app.js').expect(200);
    await request(app).get('/api/md/workers').expect(200);
    await settled(lines, 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(lines.map((line) => line.req.url)).toEqual(['/api/md/workers']);
  });

  it('writes nothing below the configured level', async () => {
    const { app, lines } = appLogging('warn');
    await request(app).get('/api/md/workers').expect(200);
    await request(app).get('/api/md/missing').expect(404);
    await settled(lines, 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(lines.map((line) => line.res.statusCode)).toEqual([404]);
  });
});
