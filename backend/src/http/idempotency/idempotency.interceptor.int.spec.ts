import { Body, Controller, Get, HttpCode, Query } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER } from '@tutela/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TokenService } from '../../auth/tokens/token.service';
import { Public } from '../../auth/guard/auth-metadata';
import { HTTP_MESSAGES } from '../http-messages';
import { createHttpLayerHarness, ProbeDto } from '../testing/http-layer-harness';
import { CommandId, commandIdForKey, IdempotentAnswerNotStored } from './idempotency-metadata';
import { IdempotentDelete, IdempotentPost } from './idempotent-routes';

/** Counts how often each route really ran: a replayed answer must not move it. */
const runs = { count: 0, crash: 0, anon: 0, login: 0, remove: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@Controller('md/idem')
class IdempotencyProbe {
  @IdempotentPost('count')
  @HttpCode(201)
  async count(@Body() body: Record<string, unknown>, @CommandId() commandId: string, @Query('delay') delay?: string) {
    runs.count += 1;
    const run = runs.count;
    if (delay) await sleep(Number(delay));
    return { data: { run, commandId, body } };
  }
  @IdempotentPost('validated') validated(@Body() body: ProbeDto) {
    return { data: body };
  }
  @IdempotentPost('crash') crash(): never {
    runs.crash += 1;
    throw new TypeError('guasto interno');
  }
  @Public() @IdempotentPost('anon') @HttpCode(200) anon(@CommandId() commandId: string) {
    runs.anon += 1;
    return { data: { commandId, run: runs.anon } };
  }
  @Public() @IdempotentAnswerNotStored() @IdempotentPost('login') @HttpCode(200) login() {
    runs.login += 1;
    return { data: { token: `segreto-${runs.login}` } };
  }
  @IdempotentDelete('thing') remove() {
    runs.remove += 1;
    return { data: { removed: runs.remove } };
  }
  @Get('read') read(@CommandId() commandId: string) {
    return { data: commandId };
  }
}

describe('Idempotency-Key', () => {
  let h: Awaited<ReturnType<typeof createHttpLayerHarness>>;
  let bearer: (userId: string) => string;
  const server = () => h.app.getHttpServer();
  const post = (path: string, user = 'u-staff') => request(server()).post(`/api/md/idem/${path}`).set('Authorization', bearer(user));

  beforeAll(async () => {
    h = await createHttpLayerHarness({}, [IdempotencyProbe]);
    const tokens = h.app.get(TokenService);
    bearer = (userId) => `Bearer ${tokens.issue({ userId, app: 'md' }).token}`;
    h.loader.users.set('u-staff', { level: 6 });
    h.loader.users.set('u-other', { level: 6 });
  });
  afterAll(() => h.close());

  it('changes nothing without the header: every request runs, with a fresh command id', async () => {
    const before = runs.count;
    const a = await post('count').send({ n: 1 }).expect(201);
    const b = await post('count').send({ n: 1 }).expect(201);
    expect(runs.count).toBe(before + 2);
    expect(a.body.data.commandId).not.toBe(b.body.data.commandId);
    expect(a.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a retry with the first answer (status and body) without running again; the command id derives from the key', async () => {
    const key = randomUUID();
    const first = await post('count')
      .set(IDEMPOTENCY_KEY_HEADER, key)
      .send({ n: 2, nested: { a: 1, b: 2 } })
      .expect(201);
    const runsAfterFirst = runs.count;
    // Same request, keys of the body in another order, key in capitals: still the same request.
    const retry = await post('count')
      .set(IDEMPOTENCY_KEY_HEADER, key.toUpperCase())
      .send({ nested: { b: 2, a: 1 }, n: 2 })
      .expect(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(runs.count).toBe(runsAfterFirst);
    expect(first.body.data.commandId).toBe(commandIdForKey('u-staff', key));
  });

  it('refuses the same key with another body or path (422), and an invalid key (422), without running', async () => {
    const key = randomUUID();
    await post('count').set(IDEMPOTENCY_KEY_HEADER, key).send({ n: 3 }).expect(201);
    const before = runs.count;
    const reused = {
      message: HTTP_MESSAGES.idempotencyKeyReused,
      errors: { [IDEMPOTENCY_KEY_HEADER]: [HTTP_MESSAGES.idempotencyKeyReused] },
    };
    expect((await post('count').set(IDEMPOTENCY_KEY_HEADER, key).send({ n: 4 }).expect(422)).body).toEqual(reused);
    expect((await post('count?delay=1').set(IDEMPOTENCY_KEY_HEADER, key).send({ n: 3 }).expect(422)).body).toEqual(reused);
    const invalid = {
      message: HTTP_MESSAGES.idempotencyKeyInvalid,
      errors: { [IDEMPOTENCY_KEY_HEADER]: [HTTP_MESSAGES.idempotencyKeyInvalid] },
    };
    for (const bad of ['abc', `${key}x`, '']) {
      expect((await post('count').set(IDEMPOTENCY_KEY_HEADER, bad).send({ n: 3 }).expect(422)).body).toEqual(invalid);
    }
    expect(runs.count).toBe(before);
  });

  it("keeps each caller's keys apart", async () => {
    const key = randomUUID();
    const mine = await post('count').set(IDEMPOTENCY_KEY_HEADER, key).send({ n: 5 }).expect(201);
    const theirs = await post('count', 'u-other').set(IDEMPOTENCY_KEY_HEADER, key).send({ n: 5 }).expect(201);
    expect(theirs.body.data.run).toBe(mine.body.data.run + 1);
    expect(theirs.body.data.commandId).not.toBe(mine.body.data.commandId);
  });

  it('runs concurrent duplicates once: the second waits for the first answer', async () => {
    const key = randomUUID();
    const before = runs.count;
    const [a, b] = await Promise.all([
      post('count?delay=400').set(IDEMPOTENCY_KEY_HEADER, key).send({ n: 6 }),
      sleep(50).then(() => post('count?delay=400').set(IDEMPOTENCY_KEY_HEADER, key).send({ n: 6 })),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(runs.count).toBe(before + 1);
  });

  it('repeats a 422 answer, but runs again after a server error', async () => {
    const key = randomUUID();
    const first = await post('validated').set(IDEMPOTENCY_KEY_HEADER, key).send({ email: 'no', name: 'x' }).expect(422);
    const again = await post('validated').set(IDEMPOTENCY_KEY_HEADER, key).send({ email: 'no', name: 'x' }).expect(422);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const crashKey = randomUUID();
    const before = runs.crash;
    await post('crash').set(IDEMPOTENCY_KEY_HEADER, crashKey).send({}).expect(500);
    await post('crash').set(IDEMPOTENCY_KEY_HEADER, crashKey).send({}).expect(500);
    expect(runs.crash).toBe(before + 2);
  });

  it('covers DELETE and anonymous routes, and leaves GET alone', async () => {
    const key = randomUUID();
    const removed = await request(server())
      .delete('/api/md/idem/thing')
      .set('Authorization', bearer('u-staff'))
      .set(IDEMPOTENCY_KEY_HEADER, key)
      .expect(200);
    const before = runs.remove;
    const again = await request(server())
      .delete('/api/md/idem/thing')
      .set('Authorization', bearer('u-staff'))
      .set(IDEMPOTENCY_KEY_HEADER, key)
      .expect(200);
    expect(again.body).toEqual(removed.body);
    expect(runs.remove).toBe(before);

    const anonKey = randomUUID();
    const anon = await request(server()).post('/api/md/idem/anon').set(IDEMPOTENCY_KEY_HEADER, anonKey).send({}).expect(200);
    expect(anon.body.data.commandId).toBe(commandIdForKey('anonymous', anonKey));
    expect((await request(server()).post('/api/md/idem/anon').set(IDEMPOTENCY_KEY_HEADER, anonKey).send({}).expect(200)).body).toEqual(
      anon.body,
    );

    const read = await request(server())
      .get('/api/md/idem/read')
      .set('Authorization', bearer('u-staff'))
      .set(IDEMPOTENCY_KEY_HEADER, 'non-un-uuid')
      .expect(200);
    expect(read.body.data).not.toBe(commandIdForKey('u-staff', 'non-un-uuid'));
  });

  it('checks the key on login-like routes but never stores their answer (a token is a live credential)', async () => {
    const key = randomUUID();
    const first = await request(server()).post('/api/md/idem/login').set(IDEMPOTENCY_KEY_HEADER, key).send({}).expect(200);
    const second = await request(server()).post('/api/md/idem/login').set(IDEMPOTENCY_KEY_HEADER, key).send({}).expect(200);
    expect(second.body.data.token).not.toBe(first.body.data.token);
    await request(server()).post('/api/md/idem/login').set(IDEMPOTENCY_KEY_HEADER, 'x').send({}).expect(422);
    const { rows } = await h.db.query<{ body: string }>(`SELECT response_body::text AS body FROM idempotency_keys`);
    expect(rows.map((r) => r.body).join('\n')).not.toContain('segreto-');
  });
});
