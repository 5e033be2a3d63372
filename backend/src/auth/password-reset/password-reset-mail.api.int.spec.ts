import { eventually } from '@tutela/projections/src/runtime/testing/event-fixtures';
import request from 'supertest';
import type { Database } from '@tutela/contracts';
import type { CreatedApp } from '../../create-app';
import { apiTestTargets } from '../../platform/testing/api-test-targets';
import { DATABASE } from '../../shared/tokens';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing/test-smtp-server';
import { PasswordResetLinks } from './password-reset-links';

const MAIL_FROM = 'Tutela <noreply@tutela.test>';
const NEW_PASSWORD = 'Nuova-Password-2025!';

describe.each(apiTestTargets())('password reset by SMTP on $label', (target) => {
  let smtp: TestSmtpServer;
  let created: CreatedApp;
  const http = () => request(created.app.getHttpServer());

  beforeAll(async () => {
    smtp = await startTestSmtpServer({ user: { name: 'tutela', pass: 'segreta' } });
    created = await target.start({ smtpUrl: smtp.url, mailFrom: MAIL_FROM });
  });
  afterAll(async () => {
    await created?.close();
    await smtp?.close();
  });

  it('mails the link through the SMTP server of SMTP_URL, marks the outbox row sent, and the link works', async () => {
    const asked = await http()
      .post('/api/auth/resetpassword')
      .send({ email: 'medico@tutela.demo', app: 'md', front: 'http://localhost:5173' });
    expect(asked.status).toBe(200);
    await created.app.get(PasswordResetLinks).settled();

    const [mail] = await smtp.waitForMails(1);
    expect(mail).toMatchObject({
      mailFrom: 'noreply@tutela.test',
      rcptTo: ['medico@tutela.demo'],
      from: MAIL_FROM,
      to: 'medico@tutela.demo',
      subject: 'Reimpostazione della password',
    });
    const link = /http:\/\/localhost:5173\/authentication\/reset-password\?token=([^&\s]+)&email=([^\s]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(decodeURIComponent(link![2])).toBe('medico@tutela.demo');

    const db = created.app.get<Database>(DATABASE);
    await eventually(async () => (await db.query('SELECT 1 FROM mail_outbox WHERE sent_at IS NOT NULL')).rowCount === 1, 10_000);
    const { rows } = await db.query<{ to_address: string; attempts: number }>('SELECT to_address, attempts FROM mail_outbox');
    expect(rows).toEqual([{ to_address: 'medico@tutela.demo', attempts: 0 }]);

    const token = decodeURIComponent(link![1]);
    const reset = await http()
      .post('/api/auth/password/reset')
      .send({ email: 'medico@tutela.demo', token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(
      (await http().post('/api/auth/login').send({ email: 'medico@tutela.demo', password: NEW_PASSWORD, rememberme: false })).status,
    ).toBe(200);
  });
});
