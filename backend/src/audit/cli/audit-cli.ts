import { AUDIT_PROBLEM_LABELS, type AuditVerification, type EventStore, type Database } from '@tutela/contracts';
import type { Actor } from '../../shared/event-metadata';
import { migrateAuditStorage } from '../infrastructure/audit-storage.schema';
import { chainedStoreOf, verifyLog } from '../infrastructure/log-verification';

export const CLI_ACTOR: Actor = {
  userId: 'cli',
  name: 'Riga di comando (npm run audit)',
  role: 'system',
  entityId: null,
};

const USAGE = `Uso: npm run audit -- verify [--checkpoint-every N]

  verify   ricalcola le catene di impronte di ogni stream e i checkpoint globali, registra l'esito;
           codice di uscita 1 se un evento risulta modificato, rimosso, riordinato o inserito.`;

export interface AuditCliContext {
  db: Database;
  eventStore: EventStore;
  out?: (line: string) => void;
}

/** `npm run audit -- <command>`: returns the process exit code (0 clean, 1 problems found, 2 usage). */
export async function runAuditCli(argv: readonly string[], { db, eventStore, out = console.log }: AuditCliContext): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'verify') {
    out(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const everyAt = rest.indexOf('--checkpoint-every');
  const checkpointEvery = everyAt >= 0 ? Number(rest[everyAt + 1]) : undefined;
  if (checkpointEvery !== undefined && !(Number.isSafeInteger(checkpointEvery) && checkpointEvery > 0)) {
    out('--checkpoint-every vuole un numero intero positivo');
    return 2;
  }
  const chained = chainedStoreOf(eventStore);
  if (!chained) {
    out("La verifica dell'integrità richiede l'event store PostgreSQL (EVENTSTORE_URL è impostato).");
    return 2;
  }
  await migrateAuditStorage(db);
  const result = await verifyLog(db, eventStore, chained, {
    source: 'cli',
    actor: CLI_ACTOR,
    checkpointEvery,
  });
  for (const line of summaryLines(result)) out(line);
  return result.ok ? 0 : 1;
}

export function summaryLines(result: AuditVerification): string[] {
  const lines = [
    `Verifica ${result.id}: ${result.ok ? 'REGISTRO INTEGRO' : 'PROBLEMI RILEVATI'}`,
    `  eventi verificati: ${result.events_checked}, stream: ${result.streams_checked}, checkpoint: ${result.checkpoints_checked}`,
    `  problemi: ${result.problem_count}`,
  ];
  for (const problem of result.problems) {
    const where = problem.stream === null ? 'registro globale' : `stream ${problem.stream}, revisione ${problem.revision ?? '-'}`;
    lines.push(
      `  - ${AUDIT_PROBLEM_LABELS[problem.kind].toUpperCase()}: ${where}, posizione ${problem.position ?? '-'}: ${problem.detail}`,
    );
  }
  if (result.problem_count > result.problems.length) lines.push(`  … e altri ${result.problem_count - result.problems.length}`);
  return lines;
}
