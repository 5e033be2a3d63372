import type { INestApplication } from '@nestjs/common';
import type { DashboardFigure } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_USERS } from '../demo/demo-data';

describe.each(apiTestTargets())('GET /api/{app}/dashboardata on $label', (target) => {
  let created: CreatedApp;
  let app: INestApplication;
  const http = () => request(app.getHttpServer());

  async function tokenOf(email: string): Promise<string> {
    const res = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
    expect(res.status).toBe(200);
    return res.body.data.token;
  }
  async function figuresOf(email: string, path = '/api/md/dashboardata'): Promise<Record<string, number>> {
    const res = await http()
      .get(path)
      .set({ Authorization: `Bearer ${await tokenOf(email)}` });
    expect(res.status).toBe(200);
    return Object.fromEntries((res.body.data.figures as DashboardFigure[]).map((f) => [f.key, f.value]));
  }

  beforeAll(async () => {
    created = await target.start();
    app = created.app;
  });
  afterAll(async () => {
    await created?.close();
  });

  it('gives an entity administrator the entity figures counted from the read models', async () => {
    const figures = await figuresOf('ente@tutela.demo', `/api/md/dashboardata?anno=${new Date().getFullYear()}`);
    expect(figures.active_users).toBe(DEMO_USERS.length);
    expect(figures.inactive_users).toBe(0);
    // The entity administrator created the demo customer and the other users: her own operations count them.
    expect(figures.my_operations_year).toBeGreaterThanOrEqual(DEMO_USERS.length - 2);
    expect(figures.entity_operations_year).toBeGreaterThanOrEqual(figures.my_operations_year);
    expect(figures.my_logins_30d).toBeGreaterThanOrEqual(1);
    expect(figures.password_days_left).toBeGreaterThan(0);
  });

  it('counts a failed login of the entity in the last 7 days', async () => {
    const before = (await figuresOf('ente@tutela.demo')).failed_logins_7d;
    await http().post('/api/auth/login').send({ email: 'medico@tutela.demo', password: 'Sbagliata-123!', rememberme: false }).expect(401);
    expect((await figuresOf('ente@tutela.demo')).failed_logins_7d).toBe(before + 1);
  });

  it('gives a doctor only personal figures, and a customer the figures of their company', async () => {
    const doctor = await figuresOf('medico@tutela.demo', '/api/fr/dashboardata');
    expect(doctor).not.toHaveProperty('active_users');
    expect(doctor).not.toHaveProperty('customer_operations_year');
    // The demo visits were started, saved and signed by the doctor this year (five visits, at least one event each).
    expect(doctor.my_operations_year).toBeGreaterThanOrEqual(5);
    expect(doctor.my_operations_year).toBeLessThan((await figuresOf('ente@tutela.demo')).entity_operations_year);
    const customer = await figuresOf('cliente@tutela.demo');
    expect(customer).not.toHaveProperty('active_users');
    // The demo customer was registered this year, so at least that operation is on the company.
    expect(customer.customer_operations_year).toBeGreaterThanOrEqual(1);
  });

  it("gives the schedule's readers the day: today's appointments, those awaiting them, the visits to book", async () => {
    const secretary = await figuresOf('segreteria@tutela.demo');
    // The demo books the doctor's weekdays of this week (the next on a weekend) and the one after; due visits from ten days ago on.
    expect(secretary.appointments_awaiting_confirmation).toBeGreaterThan(0);
    expect(secretary.visits_to_schedule_30d).toBeGreaterThan(0);
    const weekday = new Date().getDay() % 6 !== 0;
    if (weekday) expect(secretary.appointments_today).toBeGreaterThan(0);
    expect(await figuresOf('infermiere@tutela.demo')).toHaveProperty('appointments_today');
    expect(await figuresOf('hse@tutela.demo')).not.toHaveProperty('appointments_today');
  });

  it('counts nothing in a year without activity, refuses a bad year and an anonymous caller', async () => {
    expect((await figuresOf('ente@tutela.demo', '/api/md/dashboardata?anno=2001')).entity_operations_year).toBe(0);
    const token = await tokenOf('ente@tutela.demo');
    const bad = await http()
      .get('/api/md/dashboardata?anno=abc')
      .set({ Authorization: `Bearer ${token}` });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.anno?.length).toBeGreaterThan(0);
    await http().get('/api/md/dashboardata').expect(401);
  });

  it('accepts the spec parameters: customer_id narrows to a company in scope, med_id and mcview are reported as not applied', async () => {
    const secretary = { Authorization: `Bearer ${await tokenOf('segreteria@tutela.demo')}` };
    const chosen = await http()
      .get('/api/md/dashboardata')
      .query({ customer_id: DEMO_CUSTOMER.id, anno: new Date().getFullYear() })
      .set(secretary);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.customer).toEqual({ id: DEMO_CUSTOMER.id, company_name: DEMO_CUSTOMER.companyName });
    expect(chosen.body.data.not_applied).toEqual([]);
    const figure = (chosen.body.data.figures as DashboardFigure[]).find((f) => f.key === 'selected_customer_operations_year');
    // The demo customer was registered this year by the entity administrator.
    expect(figure?.value).toBeGreaterThanOrEqual(1);

    const plain = await http().get('/api/sr/dashboardata').set(secretary);
    expect(plain.body.data.customer).toBeNull();
    expect((plain.body.data.figures as DashboardFigure[]).map((f) => f.key)).not.toContain('selected_customer_operations_year');

    const withVisitsFilters = await http().get('/api/fr/dashboardata').query({ med_id: 'medico-1', mcview: '1' }).set(secretary);
    expect(withVisitsFilters.status).toBe(200);
    expect(withVisitsFilters.body.data.not_applied).toEqual(['mcview']);
    // med_id narrows the day's appointments: an id that names no physician counts none.
    expect((withVisitsFilters.body.data.figures as DashboardFigure[]).find((f) => f.key === 'appointments_today')?.value).toBe(0);
  });

  it('answers 404 for a company outside the scope and 422 for malformed parameters', async () => {
    const unknown = await http()
      .get('/api/md/dashboardata')
      .query({ customer_id: 'nessuna' })
      .set({ Authorization: `Bearer ${await tokenOf('ente@tutela.demo')}` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Azienda non trovata');

    // A customer-side user sees only the companies of their role pivots: their own answers, another is 404.
    const customer = { Authorization: `Bearer ${await tokenOf('cliente@tutela.demo')}` };
    expect((await http().get('/api/md/dashboardata').query({ customer_id: DEMO_CUSTOMER.id }).set(customer)).status).toBe(200);
    expect((await http().get('/api/md/dashboardata').query({ customer_id: 'altra-azienda' }).set(customer)).status).toBe(404);

    const bad = await http().get('/api/md/dashboardata').query({ mcview: 'forse', customer_id: '' }).set(customer);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['customer_id', 'mcview']);
    const extra = await http().get('/api/md/dashboardata').query({ colore: 'blu' }).set(customer);
    expect(extra.status).toBe(422);
  });
});
