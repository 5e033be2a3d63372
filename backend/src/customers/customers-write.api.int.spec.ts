import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ALL_TENANTS,
  CUSTOMER_MESSAGES,
  CUSTOMER_RULE_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  type CustomerDetail,
  type CustomerListRow,
  type EventStore,
} from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { EVENT_STORE } from '../shared/tokens';
import { SYSTEM_ACTOR } from '../shared/event-metadata';
import { CreateUserCommand } from '../users/commands/create-user/create-user.command';
import { GrantUserRoleCommand } from '../users/commands/grant-user-role/grant-user-role.command';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD } from '../demo/demo-data';

describe.each(apiTestTargets())('customer commands over HTTP on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const tokens = new Map<string, string>();

  async function auth(email: string): Promise<{ Authorization: string }> {
    if (!tokens.has(email)) {
      const res = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
      expect(res.status).toBe(200);
      tokens.set(email, res.body.data.token);
    }
    return { Authorization: `Bearer ${tokens.get(email)}` };
  }
  const post = async (email: string, path: string, body: object, key?: string) => {
    const req = http()
      .post(path)
      .set(await auth(email));
    return (key ? req.set(IDEMPOTENCY_KEY_HEADER, key) : req).send(body);
  };
  const get = async (email: string, path: string) =>
    http()
      .get(path)
      .set(await auth(email));
  const card = async (email: string, id: string): Promise<CustomerDetail> => {
    const res = await get(email, `/api/md/customers/${id}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const SECRETARY = 'segreteria@tutela.demo';

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  async function createCustomer(companyName: string, extra: object = {}): Promise<string> {
    const res = await post(SECRETARY, '/api/md/customers', {
      company_name: companyName,
      vat_number: '00743110157',
      city: 'Brescia',
      ...extra,
    });
    expect(res.status).toBe(201);
    return res.body.data.id;
  }

  it('creates a customer and a factory with departments: the list and the card show them', async () => {
    const id = await createCustomer('Fonderie Bresciane S.r.l.', { ateco: '24.51.00', address: 'Via Milano 12' });
    const list = await get(SECRETARY, '/api/md/customers?search=fonderie');
    expect((list.body.data as CustomerListRow[]).map((row) => row.company_name)).toEqual(['Fonderie Bresciane S.r.l.']);

    const factory = await post(SECRETARY, `/api/md/customers/${id}/factories`, {
      name: 'Stabilimento di Brescia',
      city: 'Brescia',
      lat: 45.54,
      lng: 10.21,
    });
    expect(factory.status).toBe(201);
    const factoryId = factory.body.data.id;
    const department = await post(SECRETARY, `/api/md/customers/${id}/factories/${factoryId}/departments`, { name: 'Fusione' });
    expect(department.status).toBe(201);
    expect((await post(SECRETARY, `/api/md/customers/${id}/factories/${factoryId}/modules`, { modules: ['DVR', 'CHIM'] })).status).toBe(
      200,
    );
    expect((await post(SECRETARY, `/api/md/customers/${id}/notice`, { default_notice: 1 })).status).toBe(200);
    expect((await post(SECRETARY, `/api/md/customers/${id}/groups`, { groups: ['Metalmeccanica'] })).status).toBe(200);
    expect((await post(SECRETARY, `/api/md/customers/${id}/contracts`, { md_start: '2025-01-01', md_end: '2025-12-31' })).status).toBe(200);
    expect(
      (
        await post(SECRETARY, `/api/md/customers/${id}/access`, {
          general: 'GOLD',
          md: 'SILVER',
          fr: 'PLATINUM',
          hse: 'DISABLED',
          wwbi: true,
        })
      ).status,
    ).toBe(200);
    const doctors = (await get(SECRETARY, '/api/md/lookups/doctors')).body.data as { id: string; name: string }[];
    expect(doctors.map((doctor) => doctor.name)).toContain('Marco Bianchi');
    expect((await get(SECRETARY, '/api/md/lookups/staff?role=secretary')).body.data).toEqual([
      expect.objectContaining({ name: 'Sara Galli' }),
    ]);
    expect((await get(SECRETARY, '/api/md/lookups/staff?role=nessuno')).status).toBe(422);
    const doctorId = doctors.find((doctor) => doctor.name === 'Marco Bianchi')!.id;
    expect(
      (await post(SECRETARY, `/api/md/customers/${id}/staff`, { doctors: [{ user_id: doctorId, role: 'Medico competente' }] })).status,
    ).toBe(200);

    const detail = await card(SECRETARY, id);
    expect(detail).toMatchObject({
      company_name: 'Fonderie Bresciane S.r.l.',
      vat_number: '00743110157',
      ateco: '24.51.00',
      default_notice: 1,
      groups: ['Metalmeccanica'],
      contracts: { md: { start: '2025-01-01', end: '2025-12-31' } },
      access: { general: 'GOLD', fr: 'PLATINUM', wwbi: true },
      staff: { doctors: [{ user_id: doctorId, first_name: 'Marco', last_name: 'Bianchi', role: 'Medico competente' }] },
      factories: [
        {
          id: factoryId,
          name: 'Stabilimento di Brescia',
          lat: 45.54,
          lng: 10.21,
          modules: ['DVR', 'CHIM'],
          departments: [{ id: department.body.data.id, factory_id: factoryId, customer_id: id, name: 'Fusione' }],
        },
      ],
    });
    expect((await get(SECRETARY, `/api/md/customersmedicstaff?customer_id=${id}`)).body.data).toEqual([
      expect.objectContaining({ user_id: doctorId }),
    ]);
    expect((await get(SECRETARY, `/api/sr/customer/getmodule?customer_id=${id}`)).body.data).toEqual([
      { factory_id: factoryId, name: 'Stabilimento di Brescia', modules: ['DVR', 'CHIM'] },
    ]);
    expect((await get(SECRETARY, `/api/md/lookups/departments?factory_id=${factoryId}`)).body.data).toEqual([
      { id: department.body.data.id, name: 'Fusione' },
    ]);

    // The map dialog moves the marker; closing the factory hides it from the card and the lookups.
    expect((await post(SECRETARY, `/api/md/customers/${id}/factories/${factoryId}`, { lat: 45.55, lng: 10.2 })).status).toBe(200);
    expect((await card(SECRETARY, id)).factories[0]).toMatchObject({ lat: 45.55, lng: 10.2 });
    expect(
      (
        await http()
          .delete(`/api/md/customers/${id}/factories/${factoryId}`)
          .set(await auth(SECRETARY))
      ).status,
    ).toBe(200);
    expect((await get(SECRETARY, `/api/md/lookups/factories?customer_id=${id}`)).body.data).toEqual([]);
  });

  it('offers active customers from the third character, with their notice, and hides resigned ones', async () => {
    const id = await createCustomer('Zincature Padane S.p.A.');
    await post(SECRETARY, `/api/md/customers/${id}/notice`, { default_notice: 2 });
    expect((await get(SECRETARY, '/api/md/lookups/customers?q=zi')).body.data).toEqual([]);
    expect((await get(SECRETARY, '/api/md/lookups/customers?q=zinc')).body.data).toEqual([
      { id, company_name: 'Zincature Padane S.p.A.', default_notice: 2, location: { comune: 'Brescia' } },
    ]);
    expect((await post(SECRETARY, `/api/md/customers/${id}/resign`, { resigned_on: '2025-06-30' })).status).toBe(200);
    expect((await get(SECRETARY, '/api/md/lookups/customers?q=zinc')).body.data).toEqual([]);
    expect((await card(SECRETARY, id)).resigned_on).toBe('2025-06-30');
    expect((await post(SECRETARY, `/api/md/customers/${id}/factories`, { name: 'Nuova sede' })).status).toBe(422);
    expect((await post(SECRETARY, `/api/md/customers/${id}/reinstate`, {})).status).toBe(200);
    expect((await get(SECRETARY, '/api/md/lookups/customers?q=zinc')).body.data).toHaveLength(1);
  });

  it('refuses a stale card that edits a field changed meanwhile (409) and merges one that does not', async () => {
    const id = await createCustomer('Trafilerie Lombarde S.r.l.');
    const { revision } = await card(SECRETARY, id);
    expect((await post('ente@tutela.demo', `/api/md/customers/${id}`, { city: 'Lecco', revision })).status).toBe(200);
    const stale = await post(SECRETARY, `/api/md/customers/${id}`, { city: 'Como', revision });
    expect(stale.status).toBe(409);
    expect((await post(SECRETARY, `/api/md/customers/${id}`, { phone: '0341 555 010', revision })).status).toBe(200);
    expect(await card(SECRETARY, id)).toMatchObject({ location: { comune: 'Lecco' }, phone: '0341 555 010' });
  });

  it('answers invalid input with 422 and Italian messages per field', async () => {
    const vat = await post(SECRETARY, '/api/md/customers', { company_name: 'Errata S.r.l.', vat_number: '01234567890' });
    expect(vat.status).toBe(422);
    expect(vat.body.errors).toEqual({ vat_number: [CUSTOMER_RULE_MESSAGES.VAT_NUMBER_INVALID] });
    const missing = await post(SECRETARY, '/api/md/customers', { vat_number: '01234567897' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.company_name).toBeDefined();
    const id = await createCustomer('Controlli S.r.l.');
    const lat = await post(SECRETARY, `/api/md/customers/${id}/factories`, { name: 'Sede', lat: 91, lng: 200 });
    expect(lat.status).toBe(422);
    expect(lat.body.errors).toEqual({ lat: [CUSTOMER_RULE_MESSAGES.LATITUDE_INVALID], lng: [CUSTOMER_RULE_MESSAGES.LONGITUDE_INVALID] });
    const dates = await post(SECRETARY, `/api/md/customers/${id}/contracts`, { sr_start: '2025-05-01', sr_end: '2025-04-30' });
    expect(dates.status).toBe(422);
    expect(dates.body.errors).toEqual({ sr_end: [CUSTOMER_RULE_MESSAGES.DATE_RANGE_INVALID] });
    const staff = await post(SECRETARY, `/api/md/customers/${id}/staff`, { secretary_ids: [randomUUID()] });
    expect(staff.status).toBe(422);
    expect(staff.body.errors).toEqual({ secretaries: [CUSTOMER_RULE_MESSAGES.USER_NOT_STAFF] });
  });

  it('creates once for a retried Idempotency-Key', async () => {
    const key = randomUUID();
    const body = { company_name: 'Ripetuta Meccanica S.r.l.' };
    const first = await post(SECRETARY, '/api/md/customers', body, key);
    const retry = await post(SECRETARY, '/api/md/customers', body, key);
    expect(first.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await get(SECRETARY, '/api/md/customers?search=ripetuta')).body.meta.total).toBe(1);
  });

  it('keeps customer-side users to reading their own customer and the factories of their pivots', async () => {
    const own = await post(SECRETARY, `/api/md/customers/${DEMO_CUSTOMER.id}/factories`, { name: 'Sede di prova A' });
    const other = await post(SECRETARY, `/api/md/customers/${DEMO_CUSTOMER.id}/factories`, { name: 'Sede di prova B' });
    const otherCustomer = await createCustomer('Altra Azienda S.r.l.');
    // An RSPP whose pivot names only the first factory.
    const commands = app.get(CommandBus);
    const userId = randomUUID();
    await commands.execute(
      new CreateUserCommand(
        { userId, entityId: DEMO_ENTITY.id, email: 'rspp.sede@tutela.demo', firstName: 'Rita', lastName: 'Sede', password: DEMO_PASSWORD },
        { actor: SYSTEM_ACTOR, commandId: `test:user:${userId}`, scope: ALL_TENANTS },
      ),
    );
    await commands.execute(
      new GrantUserRoleCommand(
        { userId, grantId: randomUUID(), role: 'RSPP', customerId: DEMO_CUSTOMER.id, factoryId: own.body.data.id, app: null },
        { actor: SYSTEM_ACTOR, commandId: `test:grant:${userId}`, scope: ALL_TENANTS },
      ),
    );
    const rspp = 'rspp.sede@tutela.demo';
    expect((await card(rspp, DEMO_CUSTOMER.id)).factories.map((factory) => factory.name)).toEqual(['Sede di prova A']);
    expect((await get(rspp, `/api/sr/customers/${DEMO_CUSTOMER.id}/factories/${other.body.data.id}/departments`)).status).toBe(404);
    expect((await get(rspp, `/api/sr/lookups/departments?factory_id=${other.body.data.id}`)).status).toBe(404);
    expect((await get(rspp, `/api/sr/customers/${DEMO_CUSTOMER.id}/factories/${own.body.data.id}/departments`)).status).toBe(200);
    const foreign = await get('cliente@tutela.demo', `/api/md/customers/${otherCustomer}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND });
    expect((await get('cliente@tutela.demo', `/api/md/lookups/factories?customer_id=${otherCustomer}`)).status).toBe(404);
    // Writing is the provider staff's: the customer's own user is refused, another customer's id is not found.
    expect((await post('cliente@tutela.demo', `/api/md/customers/${DEMO_CUSTOMER.id}/note`, { note: 'x' })).status).toBe(403);
    expect((await post('ente@tutela.demo', `/api/md/customers/${randomUUID()}/note`, { note: 'x' })).status).toBe(404);
    const store = app.get<EventStore>(EVENT_STORE);
    const notes = (await store.readStream(`customer-${DEMO_CUSTOMER.id}`)).filter((event) => event.type === 'CustomerNoteSet');
    expect(notes.map((event) => (event.data as { note: string }).note)).not.toContain('x');
  });
});
