import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  addDays,
  ALL_TENANTS,
  computePermission,
  MESSAGES,
  USER_MESSAGES,
  type EventStore,
  type RoleName,
  type Database,
} from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { SYSTEM_ACTOR } from '../shared/event-metadata';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { CreateEntityCommand } from './commands/create-entity/create-entity.command';
import { CreateUserCommand } from './commands/create-user/create-user.command';
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_USERS, demoId, demoScheduleMonday } from '../demo/demo-data';
import { seedDemoData } from '../demo/demo-seed';

describe.each(apiTestTargets())('users, auth and activity API on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const tokens = new Map<string, string>();

  async function login(email: string, password: string = DEMO_PASSWORD): Promise<request.Response> {
    return http().post('/api/auth/login').send({ email, password, rememberme: false });
  }
  async function tokenOf(email: string, password: string = DEMO_PASSWORD): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await login(email, password);
    expect(res.status).toBe(200);
    tokens.set(email, res.body.data.token);
    return res.body.data.token;
  }
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  it('seeds idempotently: a second run appends nothing', async () => {
    const store = app.get<EventStore>(EVENT_STORE);
    const before = await store.headPosition();
    expect(before).toBeGreaterThan(0);
    const report = await seedDemoData(app);
    expect(await store.headPosition()).toBe(before);
    expect(report.entityName).toBe('Tutela Demo S.r.l.');
    expect(report.users.map((u) => u.email)).toContain('cliente@tutela.demo');
  });

  it('shows a booked fortnight for the demo doctor, in the demo rooms and resources', async () => {
    const token = await tokenOf('segreteria@tutela.demo');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    const monday = demoScheduleMonday(today);
    const agenda = await http()
      .get('/api/md/calappointments')
      .query({ from: monday, to: addDays(monday, 11), med: demoId('user:medico') })
      .set(auth(token));
    expect(agenda.status).toBe(200);
    const rows = agenda.body.data as { status: string; confirmed: number; classroom_id: string | null }[];
    expect(rows.filter((row) => row.status === 'booked').length).toBeGreaterThanOrEqual(50);
    expect(rows.some((row) => row.status === 'cancelled')).toBe(false);
    expect(rows.some((row) => row.confirmed === 0) && rows.some((row) => row.confirmed === 1)).toBe(true);
    const clinics = await http().get('/api/md/calresources').query({ type: 'classrooms' }).set(auth(token));
    expect((clinics.body.data as { name: string }[]).map((c) => c.name)).toEqual(['Ambulatorio 1', 'Ambulatorio 2']);
    const badge = await http().get('/api/md/appointments/awaiting-confirmation').set(auth(token));
    expect(badge.body.data.count).toBeGreaterThan(0);
    // The header badge and the Notifiche menu say the same.
    const userData = await http().get('/api/md/getuserdata').set(auth(token));
    expect(userData.body.data.coordination_appointments).toBe(badge.body.data.count);
    const notifications = await http().get('/api/md/notifications').set(auth(token));
    const coordination = (notifications.body.data.items as { kind: string; text: string; href: string }[]).filter(
      (item) => item.kind === 'coordination',
    );
    expect(coordination.length).toBe(Math.min(10, badge.body.data.count));
    expect(coordination[0].text).toMatch(/^Appuntamento da confermare: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, /);
    expect(coordination[0].href).toBe('/appointments/flist?confirmed=0');
  });

  it('logs every demo user in and answers getuserdata with the level computePermission gives', async () => {
    const expectedMd: Record<string, number> = {
      admin: 9,
      ente: 8,
      amministrazione: 7,
      medico: 6,
      specializzando: 6,
      infermiere: 5,
      segreteria: 6,
      hse: 4,
      cliente: 3,
      rspp: 4,
    };
    for (const user of DEMO_USERS) {
      const token = await tokenOf(user.email);
      const res = await http().get('/api/md/getuserdata').set(auth(token));
      expect(res.status).toBe(200);
      const data = res.body.data;
      const permission = computePermission({
        app: 'md',
        roles: [{ name: user.role, customer_id: user.onDemoCustomer ? DEMO_CUSTOMER.id : null, factory_id: null }],
        user_customer: user.customerSettings ?? null,
      });
      expect(data.permission).toEqual({
        level: permission.level,
        role: permission.role,
        second_role: permission.second_role,
        show_application_switch: permission.show_application_switch,
      });
      expect(data.permission.level).toBe(expectedMd[user.key]);
      expect(data).toMatchObject({ email: user.email, name: `${user.firstName} ${user.lastName}`, passwdexp: false, app: 'md' });
      expect(data.entity).toMatchObject({ name: 'Tutela Demo S.r.l.', active_md: true, active_fr: true, active_sr: true });
      expect(data.roles).toEqual([
        { name: user.role, pivot: { customer_id: user.onDemoCustomer ? DEMO_CUSTOMER.id : null, factory_id: null } },
      ]);
      expect(data.not_available).toEqual(expect.arrayContaining(['assigned_ticket']));
      expect(data.chat_notification_count).toBe(0);
      expect(data.assigned_ticket).toBeNull();
    }
    const hse = await http()
      .get('/api/sr/getuserdata')
      .set(auth(await tokenOf('hse@tutela.demo')));
    expect(hse.body.data.permission.level).toBe(8);
    // Every application's level, whatever the application asked: where the user lands and what the switch offers.
    expect(hse.body.data.levels).toEqual({ md: 4, fr: 3, sr: 8 });
    const rspp = await http()
      .get('/api/md/getuserdata')
      .set(auth(await tokenOf('rspp@tutela.demo')));
    expect(rspp.body.data.levels).toEqual({ md: 4, fr: 4, sr: 5 });
    const cliente = await http()
      .get('/api/getuserdata')
      .set(auth(await tokenOf('cliente@tutela.demo')));
    expect(cliente.body.data.user_customer).toMatchObject({ level: 3 });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login('medico@tutela.demo', 'Sbagliata-2025!');
    const unknown = await login('nessuno@tutela.demo', 'Sbagliata-2025!');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: MESSAGES.INVALID_CREDENTIALS });
    expect(unknown.body).toEqual(wrong.body);
    const db = app.get<Database>(DATABASE);
    const { rows } = await db.query("SELECT count(*)::int AS n FROM login_attempts WHERE email = 'nessuno@tutela.demo' AND NOT success");
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses an e-mail from the address that failed 5 times with 429, even for the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('SPECIALIZZANDO@tutela.demo', `Errata-${i}-2025!`)).status).toBe(401);
    const locked = await login('specializzando@tutela.demo');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: MESSAGES.TOO_MANY_LOGIN_ATTEMPTS });
  });

  it('refuses the activity log below level 8 and shows seeded entries with their causer at level 8', async () => {
    // The seeded admin_manager is the level-7 user of the demo.
    const level7 = await tokenOf('amministrazione@tutela.demo');
    expect((await http().get('/api/md/getuserdata').set(auth(level7))).body.data.permission.level).toBe(7);
    expect((await http().get('/api/md/activities/log').set(auth(level7))).status).toBe(403);

    const ente = await tokenOf('ente@tutela.demo');
    const log = await http().get('/api/md/activities/log').query({ logName: 'user', per_page: 100 }).set(auth(ente));
    expect(log.status).toBe(200);
    const causers = new Set(log.body.data.map((row: { causer_name: string }) => row.causer_name));
    expect(causers).toContain('Elena Conti');
    expect(causers).toContain('Sistema');
    const medico = DEMO_USERS.find((u) => u.key === 'medico')!;
    const medicoRows = log.body.data.filter((row: { summary: string; description: string }) => row.description === 'INSERIMENTO');
    expect(medicoRows.length).toBeGreaterThan(0);
    const seededByEnte = await http()
      .get('/api/md/activities/log')
      .query({ logName: 'user', subjectId: demoId(`user:${medico.key}`) })
      .set(auth(ente));
    expect(seededByEnte.body.data.map((r: { description: string; causer_name: string }) => [r.description, r.causer_name])).toEqual([
      ['MODIFICA', 'Elena Conti'],
      ['INSERIMENTO', 'Elena Conti'],
    ]);
    expect(log.body.data[0]).toMatchObject({ log_name: 'user', description: expect.any(String), created_at: expect.any(String) });
    expect(log.body.meta.total).toBeGreaterThanOrEqual(log.body.data.length);
    const positions = log.body.data.map((row: { id: number }) => row.id);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });

  it('creates, grants and deactivates a user: no more logins, and the open session stops working', async () => {
    const ente = await tokenOf('ente@tutela.demo');
    const create = await http()
      .post('/api/md/users')
      .set(auth(ente))
      .send({ email: 'Nuovo.Medico@Tutela.demo', first_name: 'Nuovo', last_name: 'Medico', password: DEMO_PASSWORD });
    expect(create.status).toBe(201);
    const id = create.body.data.id;
    expect((await http().post(`/api/md/users/${id}/roles`).set(auth(ente)).send({ role: 'doctor' })).status).toBe(201);
    expect((await http().post(`/api/md/users/${id}/roles`).set(auth(ente)).send({ role: 'RSPP' })).status).toBe(422);
    expect((await http().post(`/api/md/users/${id}/roles`).set(auth(ente)).send({ role: 'system_administrator' })).status).toBe(403);
    expect((await http().delete(`/api/md/users/${id}/roles/not-a-grant`).set(auth(ente))).status).toBe(404);

    const detail = await http().get(`/api/md/users/${id}`).set(auth(ente));
    expect(detail.body.data).toMatchObject({ email: 'nuovo.medico@tutela.demo', roles: ['doctor'], active: true });
    const list = await http().get('/api/md/users').query({ search: 'nuovo', sort: 'email' }).set(auth(ente));
    expect(list.body.data.map((u: { id: string }) => u.id)).toEqual([id]);

    const session = await tokenOf('nuovo.medico@tutela.demo');
    expect((await http().get('/api/md/getuserdata').set(auth(session))).status).toBe(200);

    expect((await http().post(`/api/md/users/${id}/deactivate`).set(auth(ente)).send({})).status).toBe(200);
    expect((await http().post(`/api/md/users/${id}/deactivate`).set(auth(ente)).send({})).status).toBe(409);
    expect((await login('nuovo.medico@tutela.demo')).status).toBe(401);
    expect((await http().get('/api/md/getuserdata').set(auth(session))).status).toBe(401);
    expect((await http().post(`/api/md/users/${id}/roles`).set(auth(ente)).send({ role: 'nurse' })).status).toBe(422);

    const visible = await http().get('/api/md/users').query({ hide_inactive: '0', search: 'nuovo' }).set(auth(ente));
    expect(visible.body.data).toHaveLength(1);
    expect((await http().get('/api/md/users').query({ search: 'nuovo' }).set(auth(ente))).body.data).toHaveLength(0);
  });

  it("hides another entity's users from an entity administrator (404) but not from the system administrator", async () => {
    const commands = app.get(CommandBus);
    const entityId = '0f0f0f0f-0000-4000-8000-000000000001';
    const userId = '0f0f0f0f-0000-4000-8000-000000000002';
    await commands.execute(
      new CreateEntityCommand(
        entityId,
        { name: 'Altro Ente', addressInfo: null, activeMd: true, activeFr: false, activeSr: false, generic: false },
        SYSTEM_ACTOR,
        'test:other-entity',
      ),
    );
    await commands.execute(
      new CreateUserCommand(
        { userId, entityId, email: 'altro@altroente.it', firstName: 'Altro', lastName: 'Utente', password: DEMO_PASSWORD },
        { actor: SYSTEM_ACTOR, commandId: 'test:other-user', scope: ALL_TENANTS },
      ),
    );
    const ente = await tokenOf('ente@tutela.demo');
    expect((await http().get(`/api/md/users/${userId}`).set(auth(ente))).status).toBe(404);
    expect((await http().post(`/api/md/users/${userId}/deactivate`).set(auth(ente)).send({})).status).toBe(404);
    const list = await http().get('/api/md/users').query({ per_page: 100 }).set(auth(ente));
    expect(list.body.data.map((u: { email: string }) => u.email)).not.toContain('altro@altroente.it');
    expect(
      (
        await http()
          .get(`/api/md/users/${userId}`)
          .set(auth(await tokenOf('admin@tutela.demo')))
      ).status,
    ).toBe(200);
  });

  it('refuses a stale card that edits a field someone changed meanwhile (409), and merges one that does not', async () => {
    const ente = await tokenOf('ente@tutela.demo');
    const admin = await tokenOf('admin@tutela.demo');
    const id = demoId('user:infermiere');
    const card = (await http().get(`/api/md/users/${id}`).set(auth(ente))).body.data;
    expect(card.revision).toEqual(expect.any(Number));

    // Another administrator renames the user while the card is open; the user changes their own password.
    const other = await http().post(`/api/md/users/${id}`).set(auth(admin)).send({ last_name: 'Neri-Rossi', revision: card.revision });
    expect(other.status).toBe(200);
    expect(other.body.data.revision).toBe(card.revision + 1);

    const stale = await http().post(`/api/md/users/${id}`).set(auth(ente)).send({ last_name: 'Neri Bianchi', revision: card.revision });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('modificato da un altro utente');
    const phoneOnly = await http().post(`/api/md/users/${id}`).set(auth(ente)).send({ phone: '02 555 0101', revision: card.revision });
    expect(phoneOnly.status).toBe(200);
    const future = await http()
      .post(`/api/md/users/${id}`)
      .set(auth(ente))
      .send({ phone: '02 555 0102', revision: card.revision + 50 });
    expect(future.status).toBe(409);
    expect((await http().post(`/api/md/users/${id}`).set(auth(ente)).send({ phone: '02', revision: -1 })).status).toBe(422);

    const after = (await http().get(`/api/md/users/${id}`).set(auth(ente))).body.data;
    expect(after).toMatchObject({ last_name: 'Neri-Rossi', phone: '02 555 0101', revision: card.revision + 2 });
  });

  it('lets exactly one of two concurrent creations with the same e-mail succeed', async () => {
    const admin = await tokenOf('admin@tutela.demo');
    const send = (first: string) =>
      http().post('/api/md/users').set(auth(admin)).send({ email: 'doppio@tutela.demo', first_name: first, last_name: 'Doppio' });
    const results = await Promise.all([send('Primo'), send('Secondo'), send('Terzo')]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
    for (const refused of results.filter((r) => r.status === 422)) {
      expect(refused.body.errors.email).toEqual([USER_MESSAGES.EMAIL_TAKEN]);
    }
    const list = await http().get('/api/md/users').query({ search: 'doppio', hide_inactive: '0' }).set(auth(admin));
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0].must_change_password).toBe(true);
  });

  it('offers role options and revokes the token on logout', async () => {
    const ente = await tokenOf('ente@tutela.demo');
    const roles = await http().get('/api/md/roles').set(auth(ente));
    expect(roles.status).toBe(200);
    const names = roles.body.data.map((r: { id: RoleName }) => r.id);
    expect(names).toContain('doctor');
    expect(names).not.toContain('system_administrator');
    expect(roles.body.data.find((r: { id: string }) => r.id === 'RSPP')).toMatchObject({ description: 'RSPP', requires_customer: true });
    expect(
      (
        await http()
          .get('/api/md/roles')
          .set(auth(await tokenOf('infermiere@tutela.demo')))
      ).status,
    ).toBe(403);

    const token = await tokenOf('rspp@tutela.demo');
    expect((await http().post('/api/auth/logout').set(auth(token))).status).toBe(200);
    expect((await http().get('/api/md/getuserdata').set(auth(token))).status).toBe(401);
  });
});
