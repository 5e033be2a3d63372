import type { INestApplication } from '@nestjs/common';
import { landingApplication, MESSAGES, reachableApplications, type UserDataResponse, type UserListRow } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DEMO_CUSTOMER, DEMO_PASSWORD, demoId } from '../demo/demo-data';

/**
 * The administration APIs answer under every application with the level of that application: hse_manager is
 * level 8 in sr (user administration) and 4 in md. Also getUserRole, and the lists' sorting and accent-blind search.
 */
describe.each(apiTestTargets())('administration under /api/{md|fr|sr} on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const tokens = new Map<string, string>();

  async function as(email: string): Promise<{ Authorization: string }> {
    let token = tokens.get(email);
    if (!token) {
      const res = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
      expect(res.status).toBe(200);
      token = res.body.data.token as string;
      tokens.set(email, token);
    }
    return { Authorization: `Bearer ${token}` };
  }

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  it('lets hse_manager administer users, entities, roles and the log in sr, and refuses the same calls in md', async () => {
    const hse = await as('hse@tutela.demo');
    const list = await http().get('/api/sr/users').set(hse);
    expect(list.status).toBe(200);
    expect((list.body.data as UserListRow[]).map((u) => u.email)).toContain('medico@tutela.demo');
    const doctorId = demoId('user:medico');
    expect((await http().get(`/api/sr/users/${doctorId}`).set(hse)).body.data).toMatchObject({ email: 'medico@tutela.demo' });
    expect((await http().get('/api/sr/roles').set(hse)).status).toBe(200);
    const entities = await http().get('/api/sr/entities').set(hse);
    expect(entities.status).toBe(200);
    expect(entities.body.data.map((e: { name: string }) => e.name)).toEqual(['Tutela Demo S.r.l.']);
    const log = await http().get('/api/sr/activities/log').query({ logName: 'user', subjectId: doctorId }).set(hse);
    expect(log.status).toBe(200);
    expect(log.body.meta.total).toBeGreaterThan(0);

    for (const path of [
      '/api/md/users',
      `/api/md/users/${doctorId}`,
      '/api/md/roles',
      '/api/md/entities',
      '/api/md/activities/log',
      '/api/fr/users',
    ]) {
      const refused = await http().get(path).set(hse);
      expect({ path, status: refused.status, body: refused.body }).toEqual({ path, status: 403, body: { message: MESSAGES.UNAUTHORIZED } });
    }
  });

  it("lands each user by contracts' rule from the server's own answer, and serves an RSPP in Sicurezza at level 5", async () => {
    const whereTo = async (email: string) => {
      // Asked in md, as the browser does before it knows: the levels of every application come back anyway.
      const data = (
        await http()
          .get('/api/md/getuserdata')
          .set(await as(email))
      ).body.data as UserDataResponse['data'];
      const access = {
        levels: data.levels,
        entity: data.entity,
        forced_app: data.forced_app,
        show_application_switch: data.permission.show_application_switch,
      };
      return { lands: landingApplication(access, null), reaches: reachableApplications(access) };
    };
    expect(await whereTo('hse@tutela.demo')).toEqual({ lands: 'sr', reaches: ['md', 'fr', 'sr'] });
    expect(await whereTo('rspp@tutela.demo')).toEqual({ lands: 'sr', reaches: ['sr'] });
    expect(await whereTo('infermiere@tutela.demo')).toEqual({ lands: 'md', reaches: ['md'] });
    expect(await whereTo('amministrazione@tutela.demo')).toEqual({ lands: 'md', reaches: ['md', 'fr', 'sr'] });

    const rspp = await as('rspp@tutela.demo');
    expect((await http().get('/api/sr/getUserRole').set(rspp)).body.data).toEqual({ level: 5, role: 'RSPP', second_role: null, app: 'sr' });
    expect((await http().get('/api/sr/getuserdata').set(rspp)).body.data.permission.level).toBe(5);
    const customers = await http().get('/api/sr/customers').set(rspp);
    expect(customers.status).toBe(200);
    expect(customers.body.data.map((c: { id: string }) => c.id)).toEqual([DEMO_CUSTOMER.id]);
    // The server grants each application the spec table's level there (a nurse is 4 in sr, as the table says) and
    // refuses by that level; which application the screens open is the header's rule (reachableApplications).
    expect(
      (
        await http()
          .get('/api/sr/getUserRole')
          .set(await as('infermiere@tutela.demo'))
      ).body.data.level,
    ).toBe(4);
  });

  it('runs user commands under the application of the path', async () => {
    const hse = await as('hse@tutela.demo');
    const doctorId = demoId('user:medico');
    const changed = await http().post(`/api/sr/users/${doctorId}`).set(hse).send({ phone: '035 123456' });
    expect(changed.status).toBe(200);
    expect(
      (
        await http()
          .get(`/api/fr/users/${doctorId}`)
          .set(await as('ente@tutela.demo'))
      ).body.data.phone,
    ).toBe('035 123456');
    expect((await http().post(`/api/md/users/${doctorId}`).set(hse).send({ phone: '0' })).status).toBe(403);
  });

  it('answers getUserRole with the level, role and second role of the caller in the application of the path', async () => {
    const hse = await as('hse@tutela.demo');
    for (const [app, level] of [
      ['md', 4],
      ['fr', 3],
      ['sr', 8],
    ] as const) {
      const res = await http().get(`/api/${app}/getUserRole`).set(hse);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { level, role: 'hse_manager', second_role: null, app } });
    }
    const customer = await http()
      .get('/api/md/getUserRole')
      .set(await as('cliente@tutela.demo'));
    expect(customer.body.data).toMatchObject({ level: 3, role: 'customer' });
    expect((await http().get('/api/md/getUserRole')).status).toBe(401);
  });

  it('finds users and entities whatever the accents of the search or of the data', async () => {
    const ente = await as('ente@tutela.demo');
    const oscar = await http()
      .post('/api/md/users')
      .set(ente)
      .send({ email: 'oscar.nunez@tutela.demo', first_name: 'Òscar', last_name: 'Núñez', password: DEMO_PASSWORD });
    expect(oscar.status).toBe(201);
    for (const search of ['oscar', 'OSCAR nunez', 'òscar', 'Nunez Oscar', 'núñez']) {
      const res = await http().get('/api/md/users').query({ search }).set(ente);
      expect({ search, found: (res.body.data as UserListRow[]).map((u) => u.email) }).toEqual({
        search,
        found: ['oscar.nunez@tutela.demo'],
      });
    }

    const admin = await as('admin@tutela.demo');
    expect(
      (await http().post('/api/md/entities').set(admin).send({ name: 'Società Àlfa', address_info: 'Via Città 1, Forlì' })).status,
    ).toBe(201);
    for (const search of ['societa alfa', 'forli', 'CITTÀ']) {
      const res = await http().get('/api/md/entities').query({ search }).set(admin);
      expect({ search, found: res.body.data.map((e: { name: string }) => e.name) }).toEqual({ search, found: ['Società Àlfa'] });
    }
  });

  it('breaks ties of the sort key by id, in the direction of the sort (so one index serves both directions)', async () => {
    const ente = await as('ente@tutela.demo');
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await http()
        .post('/api/md/users')
        .set(ente)
        .send({ email: `omonimo${n}@tutela.demo`, first_name: 'Mario', last_name: 'Omonimo', password: DEMO_PASSWORD });
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const namesakes = async (order: 'asc' | 'desc') => {
      const res = await http().get('/api/md/users').query({ sort: 'name', order, search: 'omonimo', per_page: 10 }).set(ente);
      return (res.body.data as UserListRow[]).map((u) => u.id);
    };
    const sorted = [...ids].sort();
    expect(await namesakes('asc')).toEqual(sorted);
    expect(await namesakes('desc')).toEqual([...sorted].reverse());
  });
});
