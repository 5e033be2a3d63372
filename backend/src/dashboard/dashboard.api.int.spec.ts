import type { INestApplication } from '@nestjs/common';
import type { DashboardFigure } from '@tutela/contracts';
import request from 'supertest';
import type { CreatedApp } from '../create-app';
import { apiTestTargets } from '../platform/testing/api-test-targets';
import { DEMO_PASSWORD, DEMO_USERS } from '../users/seed/demo-data';

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
    const res = await http().get(path).set({ Authorization: `Bearer ${await tokenOf(email)}` });
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
    expect(doctor.my_operations_year).toBe(0);
    const customer = await figuresOf('cliente@tutela.demo');
    expect(customer).not.toHaveProperty('active_users');
    // The demo customer was registered this year, so at least that operation is on the company.
    expect(customer.customer_operations_year).toBeGreaterThanOrEqual(1);
  });

  it('counts nothing in a year without activity, refuses a bad year and an anonymous caller', async () => {
    expect((await figuresOf('ente@tutela.demo', '/api/md/dashboardata?anno=2001')).entity_operations_year).toBe(0);
    const token = await tokenOf('ente@tutela.demo');
    const bad = await http().get('/api/md/dashboardata?anno=abc').set({ Authorization: `Bearer ${token}` });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.anno?.length).toBeGreaterThan(0);
    await http().get('/api/md/dashboardata').expect(401);
  });
});
