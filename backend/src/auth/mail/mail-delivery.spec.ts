import { describeMailDelivery, mailDelivery } from './mail-delivery';

describe('mail delivery mode', () => {
  const all = ['api', 'web', 'projections', 'kafka-relay'] as const;
  const from = 'Tutela <noreply@tutela.it>';

  it('keeps mails in the outbox and says so without SMTP_URL', () => {
    expect(mailDelivery({ smtpUrl: undefined, roles: [...all] })).toBe('outbox-only');
    expect(describeMailDelivery({ smtpUrl: undefined, roles: [...all], mailFrom: from })).toContain('SMTP_URL non impostato');
  });

  it('sends from the api process, naming server and sender but never the password', () => {
    const config = { smtpUrl: 'smtp://posta:segreta@mail.tutela.it:587', roles: [...all], mailFrom: from };
    expect(mailDelivery(config)).toBe('smtp');
    const line = describeMailDelivery(config);
    expect(line).toContain('inviate via SMTP smtp://posta:***@mail.tutela.it:587');
    expect(line).toContain(from);
    expect(line).not.toContain('segreta');
    expect(line).not.toContain('non impostato');
  });

  it('leaves sending to the api process in a worker', () => {
    const config = {
      smtpUrl: 'smtp://mail:25',
      roles: ['projections', 'kafka-relay'] as ('projections' | 'kafka-relay')[],
      mailFrom: from,
    };
    expect(mailDelivery(config)).toBe('smtp-elsewhere');
    expect(describeMailDelivery(config)).toContain('processo con ruolo api');
  });
});
