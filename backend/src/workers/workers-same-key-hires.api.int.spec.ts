import { Agent, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { HTTP_MESSAGES } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { demoAuth } from '../platform/testing/demo-auth';
import { KEEP_ALIVE_TIMEOUT_MS } from '../http/keep-alive';
import { DEMO_CUSTOMER } from '../demo/demo-data';

const SEGRETERIA = 'segreteria@tutela.demo';
const WORKER = {
  first_name: 'Chiara',
  last_name: 'Chiave',
  sex: 'F',
  birth_date: '1991-07-02',
  birth_place: 'Roma',
  birth_place_code: 'H501',
  customer_id: DEMO_CUSTOMER.id,
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: { data?: { id?: string }; message?: string };
  /** The request went out on an idle connection an earlier request had used (kept alive). */
  reusedSocket: boolean;
  /** The client end of the connection: one port per connection. */
  localPort: number | undefined;
}

/** One JSON request through `agent`; a connection closed under it rejects (what a client shows as status 0). */
function send(agent: Agent, port: number, method: string, path: string, headers: Record<string, string>, body?: object): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { agent, host: '127.0.0.1', port, method, path, headers: { ...headers, ...(payload ? { 'Content-Type': 'application/json' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : {},
            reusedSocket: req.reusedSocket,
            localPort: req.socket?.localPort,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Twenty hires with one Idempotency-Key sent at once over four kept-alive connections, as a browser or a load tool
 * sends them after a pause: the connections were opened by earlier requests and left idle longer than Node's
 * default keep-alive (5 s, which closed them under the client: 'socket hang up', status 0). Every request gets an
 * answer: the first 201, every duplicate its replay (or 409 'still running' if the first took longer than the wait).
 */
describe.each(apiTestTargets())('same-key hires over kept-alive connections on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  let port: number;
  let agent: Agent;
  let auth: (email: string) => Promise<{ Authorization: string }>;

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    port = ((app.getHttpServer() as Server).address() as AddressInfo).port;
    auth = demoAuth(() => request(app.getHttpServer()));
    agent = new Agent({ keepAlive: true, maxSockets: 4 });
  }, 120_000);
  afterAll(async () => {
    agent?.destroy();
    await created?.close();
  });

  it('answers all twenty concurrent requests with one key on connections idle for 6 s: one hire, the rest replay it', async () => {
    const headers = await auth(SEGRETERIA);
    const warm = await Promise.all(Array.from({ length: 4 }, () => send(agent, port, 'GET', '/api/health', headers)));
    expect(warm.map((answer) => answer.headers['keep-alive'])).toEqual(
      Array.from({ length: 4 }, () => `timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`),
    );
    await sleep(6_000);

    const keyed = { ...headers, 'Idempotency-Key': 'b7f0c0de-5a1e-4e2a-9c61-2f0d3a4b5c60' };
    const settled = await Promise.allSettled(Array.from({ length: 20 }, () => send(agent, port, 'POST', '/api/md/workers', keyed, WORKER)));
    expect(settled.filter((outcome) => outcome.status === 'rejected').map((failure) => String(failure.reason))).toEqual([]);
    const answers = settled.map((outcome) => (outcome as PromiseFulfilledResult<Answer>).value);
    // The four idle connections carried the twenty requests.
    expect(answers.filter((answer) => answer.reusedSocket).length).toBeGreaterThan(0);
    expect(new Set(answers.map((answer) => answer.localPort)).size).toBeLessThanOrEqual(4);

    const [first, ...duplicates] = [...answers].sort(
      (a, b) => Number(a.headers['idempotent-replayed'] === 'true') - Number(b.headers['idempotent-replayed'] === 'true'),
    );
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (const duplicate of duplicates) {
      if (duplicate.status === 409) expect(duplicate.body.message).toBe(HTTP_MESSAGES.idempotencyKeyInProgress);
      else expect(duplicate).toMatchObject({ status: 201, headers: { 'idempotent-replayed': 'true' }, body: first.body });
    }
    expect((await request(app.getHttpServer()).get('/api/md/workers?name=chiave').set(headers)).body.data).toHaveLength(1);
  }, 60_000);
});
