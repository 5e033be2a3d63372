import type { INestApplication } from '@nestjs/common';
import { CUSTOMER_MESSAGES, type CustomerCreatedData, type CustomerListRow, type EventStore } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { ProjectionWaiter } from '../platform/projection-waiter';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD } from '../demo/demo-data';

const SAME_ENTITY = 'c0c0c0c0-0000-4000-8000-000000000001';
const OTHER_ENTITY_CUSTOMER = 'c0c0c0c0-0000-4000-8000-000000000002';

describe.each(apiTestTargets())('GET /api/{app}/customers on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());
  const tokens = new Map<string, string>();

  async function get(email: string, path: string): Promise<request.Response> {
    if (!tokens.has(email)) {
      const res = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
      expect(res.status).toBe(200);
      tokens.set(email, res.body.data.token);
    }
    return http()
      .get(path)
      .set({ Authorization: `Bearer ${tokens.get(email)}` });
  }
  const names = (res: request.Response) => (res.body.data as CustomerListRow[]).map((row) => row.company_name);

  async function addCustomer(customerId: string, entityId: string, companyName: string, city: string): Promise<void> {
    const store = app.get<EventStore>(EVENT_STORE);
    const data: CustomerCreatedData = { customerId, entityId, companyName, vatNumber: null, city };
    const commandId = `test:customer:${customerId}`;
    const { position } = await store.append(
      `customer-${customerId}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'CustomerCreated',
          data,
          metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, { customerId }),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await app.get(ProjectionWaiter).waitFor(position);
  }

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
    await addCustomer(SAME_ENTITY, DEMO_ENTITY.id, 'Cantieri Navali Liguri S.r.l.', 'La Spezia');
    await addCustomer(OTHER_ENTITY_CUSTOMER, 'c0c0c0c0-0000-4000-8000-0000000000ee', 'Officine Altrove S.n.c.', 'Torino');
  });
  afterAll(async () => {
    await created?.close();
  });

  it("finds the demo customer by part of its name for the header's 'Ricerca azienda'", async () => {
    const res = await get('medico@tutela.demo', '/api/md/customers?search=offic&hide_inactive=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: DEMO_CUSTOMER.id,
        company_name: 'Officine Demo S.p.A.',
        location: { comune: 'Bergamo' },
        resigned: false,
      }),
    ]);
    expect(res.body.meta).toMatchObject({ total: 1, page: 1, per_page: 10 });
    expect(names(await get('hse@tutela.demo', '/api/sr/customers?search=bergamo'))).toEqual(['Officine Demo S.p.A.']);
  });

  it('keeps staff inside their entity, and a system administrator sees every entity', async () => {
    expect(names(await get('segreteria@tutela.demo', '/api/md/customers?sort=company_name&per_page=20'))).toEqual([
      'Cantiere Navale Tirreno S.r.l.',
      'Cantieri Navali Liguri S.r.l.',
      'Caseificio Valpadana Soc. Coop. Agricola',
      'Edilstrade Veneta S.r.l.',
      'Logistica Adriatica S.p.A.',
      'Officine Demo S.p.A.',
    ]);
    expect((await get('segreteria@tutela.demo', `/api/md/customers/${OTHER_ENTITY_CUSTOMER}`)).status).toBe(404);
    expect(names(await get('admin@tutela.demo', '/api/md/customers?search=officine'))).toEqual([
      'Officine Altrove S.n.c.',
      'Officine Demo S.p.A.',
    ]);
  });

  it('limits a customer-side user to the customers of their role pivots (404 for the others)', async () => {
    expect(names(await get('rspp@tutela.demo', '/api/sr/customers'))).toEqual(['Officine Demo S.p.A.']);
    const own = await get('cliente@tutela.demo', `/api/md/customers/${DEMO_CUSTOMER.id}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ company_name: 'Officine Demo S.p.A.', default_notice: null });
    expect(own.body.data.factories.map((factory: { name: string }) => factory.name)).toEqual([
      'Sede di Dalmine',
      'Stabilimento di Bergamo',
    ]);
    const other = await get('cliente@tutela.demo', `/api/md/customers/${SAME_ENTITY}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND });
  });

  it('filters by customer type: a customer is of an application when it has a contract there', async () => {
    const sr = names(await get('segreteria@tutela.demo', '/api/md/customers?customer_type=sr&per_page=20'));
    expect(sr).toContain('Logistica Adriatica S.p.A.');
    expect(sr).not.toContain('Cantiere Navale Tirreno S.r.l.');
    expect(names(await get('segreteria@tutela.demo', '/api/md/customers?customer_type=md&per_page=20'))).toContain(
      'Cantiere Navale Tirreno S.r.l.',
    );
    expect((await get('segreteria@tutela.demo', '/api/md/customers?customer_type=xx')).status).toBe(422);
  });

  it('answers bad paging or sorting with 422 and no token with 401', async () => {
    expect((await get('medico@tutela.demo', '/api/md/customers?sort=password')).status).toBe(422);
    expect((await get('medico@tutela.demo', '/api/md/customers?per_page=7')).status).toBe(422);
    expect((await http().get('/api/md/customers')).status).toBe(401);
  });
});
