import { DataDirInUseError } from '@tutela/projections';
import { describeMailDelivery } from './auth/mail/mail-delivery';
import { ConfigError } from './config/app-config';
import { createApp, type CreatedApp, type SeedReport } from './create-app';

const SHUTDOWN_TIMEOUT_MS = 15_000;

function banner(created: CreatedApp): string {
  const url = created.url ?? '';
  const roles = created.config.roles;
  const lines = created.url
    ? [
        '',
        `Tutela è in ascolto su ${url}`,
        `  Accesso:        ${url}/authentication/login`,
        `  API:            ${url}/api  ${created.config.apiDocs ? `(documentazione ${url}/api/docs)` : '(documentazione spenta: API_DOCS)'}`,
      ]
    : ['', 'Tutela: processo di lavoro avviato (nessun server HTTP)'];
  lines.push(
    `  Ruoli:          ${roles.join(', ')}${roles.includes('projections') ? '' : ' (proiezioni eseguite da un altro processo)'}`,
    `  Archivio:       ${created.stores}`,
    `  Segreto JWT:    ${created.config.jwtSecretSource === 'env' ? 'da JWT_SECRET' : 'generato e conservato nel database (platform_secrets)'}`,
    `  Kafka:          ${created.config.kafkaBrokers.length ? created.config.kafkaBrokers.join(', ') : 'non configurato'}`,
    `  Email:          ${describeMailDelivery(created.config)}`,
  );
  lines.push(...seedLines(created.seedReport));
  lines.push('', 'Ctrl+C per fermare.', '');
  return lines.join('\n');
}

function seedLines(report: SeedReport | null): string[] {
  if (!report) return [];
  const width = Math.max(...report.users.map((u) => u.email.length), 5);
  return [
    '',
    `Utenti demo (ente "${report.entityName}"):`,
    ...report.users.map((u) => `  ${u.email.padEnd(width)}  password: ${u.password}  ruolo: ${u.role}`),
  ];
}

async function main(): Promise<void> {
  const created = await createApp({ seed: process.env.SEED_DEMO !== 'false', listen: true });
  // pino writes asynchronously: drain it so the banner comes after the start-up log, not in the middle of it.
  await new Promise<void>((resolve) => created.logger.flush(() => resolve()));
  process.stdout.write(`${banner(created)}\n`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    created.logger.info(`${signal} ricevuto: arresto in corso`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => {
      created.logger.error('Arresto non completato in tempo: uscita forzata');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    created
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        created.logger.error({ err: error }, "Errore durante l'arresto");
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // Configuration problems are the user's to fix: show the list, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error('Avvio non riuscito / start-up failed:', error);
  process.exit(1);
});
