import path from 'node:path';
import { ConfigError, DEFAULT_MAIL_FROM, DEFAULT_WEB_DIST, isMailFrom, loadAppConfig, readAppConfig } from './app-config';

describe('readAppConfig', () => {
  it('applies the documented defaults on an empty environment', () => {
    const config = readAppConfig({});
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      eventStoreUrl: undefined,
      kafkaBrokers: [],
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: DEFAULT_MAIL_FROM,
      logLevel: 'info',
      webDist: DEFAULT_WEB_DIST,
      bodyLimit: '1mb',
      roles: ['api', 'web', 'projections', 'kafka-relay'],
      apiDocs: true,
      trustProxy: undefined,
    });
    expect(DEFAULT_WEB_DIST).toBe(path.resolve(__dirname, '../../../frontend/dist'));
  });

  it('reads every variable, splitting and trimming the broker list', () => {
    const config = readAppConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/tutela',
      DATA_DIR: '/var/tutela',
      EVENTSTORE_URL: 'esdb://kurrentdb:2113?tls=false',
      KAFKA_BROKERS: ' k1:9092, k2:9092 ,',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Tutela <posta@tutela.it>',
      LOG_LEVEL: 'debug',
      WEB_DIST: '/srv/web',
      BODY_LIMIT: '2mb',
      TUTELA_ROLES: 'projections, kafka-relay',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/tutela',
      kafkaBrokers: ['k1:9092', 'k2:9092'],
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Tutela <posta@tutela.it>',
      logLevel: 'debug',
      webDist: '/srv/web',
      bodyLimit: '2mb',
      roles: ['projections', 'kafka-relay'],
    });
  });

  it('serves the API docs outside production unless API_DOCS says otherwise', () => {
    expect(readAppConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(readAppConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(readAppConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(readAppConfig({ TRUST_PROXY: ' loopback ' }).trustProxy).toBe('loopback');
  });

  it('is silent under jest unless LOG_LEVEL says otherwise', () => {
    expect(readAppConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(readAppConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  });
});

describe('loadAppConfig', () => {
  it('lists every problem at once, in Italian and English', () => {
    let error: unknown;
    try {
      loadAppConfig(
        {},
        {
          PORT: 'abc',
          DATABASE_URL: 'mysql://x',
          EVENTSTORE_URL: 'http://x',
          KAFKA_BROKERS: 'nohostport',
          JWT_SECRET: 'short',
          SMTP_URL: 'http://mail',
          MAIL_FROM: 'Tutela',
          LOG_LEVEL: 'verbose',
          BODY_LIMIT: 'lots',
          TUTELA_ROLES: 'api,worker',
        },
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems).toEqual([
      'PORT',
      'DATABASE_URL',
      'EVENTSTORE_URL',
      'KAFKA_BROKERS',
      'JWT_SECRET',
      'SMTP_URL',
      'MAIL_FROM',
      'LOG_LEVEL',
      'BODY_LIMIT',
      'TUTELA_ROLES',
    ]);
    expect((error as ConfigError).message).toContain('deve essere un intero tra 0 e 65535 / must be an integer');
  });

  it('accepts a sender as a bare address or with a display name, nothing else', () => {
    expect(isMailFrom(DEFAULT_MAIL_FROM)).toBe(true);
    expect(isMailFrom('noreply@tutela.it')).toBe(true);
    expect(isMailFrom('"Tutela, Servizi" <noreply@tutela.it>')).toBe(true);
    for (const bad of ['Tutela', 'Tutela <>', 'Tutela <noreply>', 'a b@c.it', 'x@y.it, z@w.it', '<a@b.it> <c@d.it>']) {
      expect({ bad, ok: isMailFrom(bad) }).toEqual({ bad, ok: false });
    }
  });

  it('lets explicit overrides win over the environment, ignoring undefined ones', () => {
    const config = loadAppConfig(
      { port: 0, logLevel: 'silent', databaseUrl: undefined },
      { PORT: '9000', DATABASE_URL: 'postgres://h/db' },
    );
    expect(config.port).toBe(0);
    expect(config.logLevel).toBe('silent');
    expect(config.databaseUrl).toBe('postgres://h/db');
  });
});
