import type { INestApplication } from '@nestjs/common';
import { ACTIVITY_LOG_PROJECTOR, ACTIVITY_LOG_TABLE, type Database } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DATABASE } from '../shared/tokens';
import { DEMO_PASSWORD } from '../demo/demo-data';

/**
 * A user named with 60 emoji once stopped the activity log for everyone: its summary was cut in the middle of an
 * emoji, the row's json was refused, the projector failed on that event for good, and every later command waited
 * the whole read-your-writes timeout (5 s) for it. Well under that is "at once" here, on a loaded machine too.
 */
const AT_ONCE_MS = 2_500;

/** Astral characters, combining marks, ZWJ sequences, direction overrides and zero-width characters, at the lengths the summaries cut. */
const NAMES = [
  '😀'.repeat(60),
  `a${'😀'.repeat(60)}`,
  '👨‍👩‍👧‍👦'.repeat(12),
  'e\u0301'.repeat(45),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'.repeat(10),
  `${'x'.repeat(78)}\u202e\u200by`,
  `${'y'.repeat(79)}🇮🇹`,
];

describe.each(apiTestTargets())('users named with emoji and other astral characters on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  let token: string;
  const http = () => request(app.getHttpServer());
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    const login = await http().post('/api/auth/login').send({ email: 'ente@tutela.demo', password: DEMO_PASSWORD });
    token = login.body.data.token;
  });
  afterAll(async () => {
    await created?.close();
  });

  /** Creates a user and answers its id and how long the command took, read-your-writes included. */
  async function createUser(firstName: string, email: string): Promise<{ id: string; ms: number }> {
    const started = Date.now();
    const res = await http().post('/api/md/users').set(auth()).send({ email, first_name: firstName, last_name: '𝔘𝔱𝔢𝔫𝔱𝔢' });
    const ms = Date.now() - started;
    expect(res.status).toBe(201);
    return { id: res.body.data.id, ms };
  }

  const activityOf = async (userId: string) =>
    (await http().get('/api/md/activities/log').query({ logName: 'user', subjectId: userId }).set(auth())).body.data as Array<{
      description: string;
      summary: string;
    }>;
  const health = async () => (await http().get('/api/health').expect(200)).body;

  it('creates them, lists each in the activity log, stays healthy and answers every command at once', async () => {
    for (const [index, firstName] of NAMES.entries()) {
      const { id, ms } = await createUser(firstName, `astrale.${index}@tutela.test`);
      expect(ms).toBeLessThan(AT_ONCE_MS);
      const [row] = await activityOf(id);
      expect(row).toMatchObject({
        description: 'INSERIMENTO',
        summary: expect.stringContaining(`nome «${[...firstName].slice(0, 2).join('')}`),
      });
    }
    const status = await health();
    expect(status.status).toBe('ok');
    for (const projector of status.projections.projectors) expect(projector).toMatchObject({ state: 'running', lag: 0 });
  });

  it('answers commands at once while a projector is failed, shows its failure at /api/health, and catches up once the cause is gone', async () => {
    const db = app.get<Database>(DATABASE);
    // A read model that refuses one event: the activity log's table, told to refuse one name.
    await db.query(`ALTER TABLE ${ACTIVITY_LOG_TABLE} ADD CONSTRAINT test_refuses_guasto CHECK (summary NOT LIKE '%Guastafeste%')`);
    try {
      const { id, ms } = await createUser('Guastafeste', 'guastafeste@tutela.test');
      expect(ms).toBeLessThan(AT_ONCE_MS);
      const next = await createUser('Dopo', 'dopo.guasto@tutela.test');
      expect(next.ms).toBeLessThan(AT_ONCE_MS);

      const status = await health();
      expect(status.status).toBe('degraded');
      const failed = status.projections.projectors.find((projector: { name: string }) => projector.name === ACTIVITY_LOG_PROJECTOR);
      expect(failed).toMatchObject({
        state: 'failed',
        lastError: expect.stringContaining('test_refuses_guasto'),
        failure: { attempts: expect.any(Number), event: { type: 'UserCreated', stream: `user-${id}` }, nextRetryAt: expect.any(String) },
      });
      // The other read models went on: the users list already has both.
      const users = await http().get('/api/md/users').query({ search: 'guast' }).set(auth());
      expect(users.body.data.map((user: { email: string }) => user.email)).toEqual(
        expect.arrayContaining(['guastafeste@tutela.test', 'dopo.guasto@tutela.test']),
      );
      expect(
        status.projections.projectors
          .filter((projector: { state: string }) => projector.state !== 'running')
          .map((p: { name: string }) => p.name),
      ).toEqual([ACTIVITY_LOG_PROJECTOR]);
    } finally {
      await db.query(`ALTER TABLE ${ACTIVITY_LOG_TABLE} DROP CONSTRAINT test_refuses_guasto`);
    }
    // Retried with backoff from its checkpoint: it catches up by itself.
    const deadline = Date.now() + 20_000;
    while ((await health()).status !== 'ok' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const status = await health();
    expect(status.status).toBe('ok');
    expect(status.projections.projectors.find((projector: { name: string }) => projector.name === ACTIVITY_LOG_PROJECTOR)).toEqual(
      expect.not.objectContaining({ failure: expect.anything() }),
    );
    const log = await http().get('/api/md/activities/log').query({ logName: 'user', per_page: 10 }).set(auth());
    expect(log.body.data.map((row: { summary: string }) => row.summary).join('\n')).toContain('nome «Guastafeste»');
  });
});
