import path from 'node:path';

/** Pino levels accepted by LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What this process does (TUTELA_ROLES, comma list; default all of them on one port). A deployment runs the
 * API in one process and `projections,kafka-relay` in another, as docker-compose does.
 */
export const PROCESS_ROLES = ['api', 'web', 'projections', 'kafka-relay'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/**
 * Runtime configuration, read once from the environment at start. `jwtSecret` may be absent here: createApp
 * then loads (or generates once) the one stored in `platform_secrets`, so restarts keep sessions valid.
 */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; absent → embedded PGlite under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** EventStoreDB / KurrentDB connection string; absent → events live in PostgreSQL/PGlite. */
  eventStoreUrl?: string;
  /** Kafka relay on when non-empty. */
  kafkaBrokers: string[];
  jwtSecret?: string;
  /** Absent → mails are written to the outbox table and the log instead of being sent. */
  smtpUrl?: string;
  /** Sender of every mail (MAIL_FROM): an address, optionally with a display name. */
  mailFrom: string;
  logLevel: LogLevel;
  /** Folder of the built web UI (Vite dist). */
  webDist: string;
  /** Maximum request body, in body-parser notation ("1mb", "512kb"). */
  bodyLimit: string;
  roles: ProcessRole[];
  /**
   * Serve the OpenAPI document and its UI at /api/docs (API_DOCS). Off by default when NODE_ENV=production:
   * the map of every endpoint is for developers, not for whoever finds the server.
   */
  apiDocs: boolean;
  /**
   * Express "trust proxy" (TRUST_PROXY): which proxies' X-Forwarded-For to believe for the client address,
   * e.g. "loopback", "uniquelocal" or a hop count. Unset → the socket address. Behind a reverse proxy it
   * must be set, or every client shares the proxy's address in the login throttling.
   */
  trustProxy?: string;
}

/** Configuration after start-up: the JWT secret is always known. */
export type ResolvedAppConfig = AppConfig & { jwtSecret: string; jwtSecretSource: 'env' | 'database' };

/** The backend package folder, whether running from src (ts/jest) or dist (node). */
const BACKEND_ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_WEB_DIST = path.resolve(BACKEND_ROOT, '..', 'frontend', 'dist');

export const DEFAULT_MAIL_FROM = 'Tutela <noreply@localhost>';

/**
 * `addr@host` or `Name <addr@host>`: what an SMTP server accepts as a From. Deliberately loose beyond that;
 * the point is to catch a forgotten address or a stray value at start-up instead of at the first reset mail.
 */
const MAIL_ADDRESS = /^[^\s<>@"]+@[^\s<>@"]+$/;
export function isMailFrom(value: string): boolean {
  const named = /^([^<>]*)<([^<>]+)>$/.exec(value.trim());
  return MAIL_ADDRESS.test((named ? named[2] : value).trim());
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida / invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads the environment without validating it: call `validateAppConfig` on the merged result. */
export function readAppConfig(env: Env = process.env): AppConfig {
  const port = blankToUndefined(env.PORT);
  const dataDir = blankToUndefined(env.DATA_DIR) ?? './data';
  const webDist = blankToUndefined(env.WEB_DIST);
  return {
    port: port === undefined ? 3000 : Number(port),
    host: blankToUndefined(env.HOST) ?? '0.0.0.0',
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    dataDir: path.resolve(dataDir),
    eventStoreUrl: blankToUndefined(env.EVENTSTORE_URL),
    kafkaBrokers: (env.KAFKA_BROKERS ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    jwtSecret: blankToUndefined(env.JWT_SECRET),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    mailFrom: blankToUndefined(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    // Tests stay quiet unless asked; a server logs requests and lifecycle at info.
    logLevel: (blankToUndefined(env.LOG_LEVEL) ?? (env.NODE_ENV === 'test' ? 'silent' : 'info')) as LogLevel,
    webDist: webDist ? path.resolve(webDist) : DEFAULT_WEB_DIST,
    bodyLimit: blankToUndefined(env.BODY_LIMIT) ?? '1mb',
    apiDocs: parseBoolean(env.API_DOCS) ?? env.NODE_ENV !== 'production',
    trustProxy: blankToUndefined(env.TRUST_PROXY),
    roles: env.TUTELA_ROLES?.trim()
      ? (env.TUTELA_ROLES.split(',')
          .map((r) => r.trim())
          .filter(Boolean) as ProcessRole[])
      : [...PROCESS_ROLES],
  };
}

function parseBoolean(value: string | undefined): boolean | undefined {
  const v = blankToUndefined(value)?.toLowerCase();
  if (v === undefined) return undefined;
  if (['1', 'true', 'yes', 'on', 'si', 'sì'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return undefined;
}

function hasScheme(value: string, schemes: string[]): boolean {
  try {
    return schemes.includes(new URL(value).protocol.replace(/:$/, ''));
  } catch {
    return false;
  }
}

/** Every problem at once, each in Italian and English, so one start attempt shows the whole list. */
export function configProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(config.port) || config.port < 0 || config.port > 65535) {
    problems.push('PORT: deve essere un intero tra 0 e 65535 / must be an integer between 0 and 65535');
  }
  if (!config.host) problems.push('HOST: obbligatorio / required');
  if (config.databaseUrl && !hasScheme(config.databaseUrl, ['postgres', 'postgresql'])) {
    problems.push('DATABASE_URL: deve iniziare con postgres:// o postgresql:// / must be a postgres:// URL');
  }
  if (
    config.eventStoreUrl &&
    !hasScheme(config.eventStoreUrl, ['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover', 'kurrent', 'kurrent+discover'])
  ) {
    problems.push(
      'EVENTSTORE_URL: deve essere una connection string esdb:// o kurrentdb:// / must be an esdb:// or kurrentdb:// connection string',
    );
  }
  for (const broker of config.kafkaBrokers) {
    if (!/^[^\s:/]+:\d{1,5}$/.test(broker)) {
      problems.push(`KAFKA_BROKERS: "${broker}" non è nella forma host:porta / is not host:port`);
    }
  }
  if (config.jwtSecret !== undefined && config.jwtSecret.length < 32) {
    problems.push('JWT_SECRET: almeno 32 caratteri / at least 32 characters');
  }
  if (config.smtpUrl && !hasScheme(config.smtpUrl, ['smtp', 'smtps'])) {
    problems.push('SMTP_URL: deve iniziare con smtp:// o smtps:// / must be an smtp:// or smtps:// URL');
  }
  if (!isMailFrom(config.mailFrom)) {
    problems.push(
      'MAIL_FROM: un indirizzo come "noreply@esempio.it" o "Tutela <noreply@esempio.it>" / an address such as "noreply@example.com" or "Tutela <noreply@example.com>"',
    );
  }
  if (!(LOG_LEVELS as readonly string[]).includes(config.logLevel)) {
    problems.push(`LOG_LEVEL: uno tra / one of ${LOG_LEVELS.join(', ')}`);
  }
  if (!/^\d+(\.\d+)?\s*(b|kb|mb|gb)?$/i.test(config.bodyLimit)) {
    problems.push('BODY_LIMIT: dimensione come "1mb" o "512kb" / a size such as "1mb" or "512kb"');
  }
  if (!config.webDist) problems.push('WEB_DIST: obbligatorio / required');
  const unknownRoles = config.roles.filter((r) => !(PROCESS_ROLES as readonly string[]).includes(r));
  if (unknownRoles.length || config.roles.length === 0) {
    problems.push(
      `TUTELA_ROLES: valori ammessi / allowed values ${PROCESS_ROLES.join(', ')} (trovato / found: ${config.roles.join(', ') || 'nessuno'})`,
    );
  }
  return problems;
}

export function validateAppConfig(config: AppConfig): AppConfig {
  const problems = configProblems(config);
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Environment, then explicit overrides (tests, embedding), validated together. */
export function loadAppConfig(overrides: Partial<AppConfig> = {}, env: Env = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return validateAppConfig({ ...readAppConfig(env), ...defined });
}
