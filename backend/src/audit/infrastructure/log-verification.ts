import { randomUUID } from 'node:crypto';
import {
  AUDIT_EVENT_TYPES,
  AUDIT_PROBLEMS_KEPT,
  AUDIT_STREAM_CATEGORY,
  type AuditProblem,
  type AuditVerification,
  type ChainedEvent,
  type EventStore,
  type Sql,
} from '@tutela/contracts';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { LogVerifier } from '../domain/log-verifier';
import { checkStreamChain } from '../domain/stream-chain-check';
import { VERIFICATIONS } from './audit-storage.schema';
import { extendCheckpoints, loadCheckpoints, type ChainedLogReader } from './log-checkpoints';

const PAGE = 2_000;
/** Suspicious streams diagnosed in detail; the count of the others is still reported. */
const STREAMS_DIAGNOSED = 500;

/** What a verification needs of the store: the chained reads only the PostgreSQL store has. */
export interface ChainedStore {
  readAllChained: ChainedLogReader;
  readChain(stream: string): Promise<ChainedEvent[]>;
}

export function chainedStoreOf(store: EventStore): ChainedStore | null {
  const candidate = store as Partial<ChainedStore>;
  if (typeof candidate.readAllChained !== 'function' || typeof candidate.readChain !== 'function') return null;
  return {
    readAllChained: candidate.readAllChained.bind(store),
    readChain: candidate.readChain.bind(store),
  };
}

export interface VerifyOptions {
  source: 'cli' | 'api';
  actor: Actor;
  /** Spacing of the checkpoints this run adds. */
  checkpointEvery?: number;
  onProgress?: (eventsChecked: number) => void;
}

/**
 * `npm run audit -- verify` and POST audit/verify: re-computes every chain and checks the global checkpoints,
 * records the result, extends the checkpoints to the head, and appends an AuditLogVerified event so the run
 * shows in "Ultime attività" with who started it.
 */
export async function verifyLog(db: Sql, store: EventStore, chained: ChainedStore, options: VerifyOptions): Promise<AuditVerification> {
  const id = randomUUID();
  const startedAt = new Date();
  const verifier = new LogVerifier(await loadCheckpoints(db));
  let after = 0;
  for (;;) {
    const events = await chained.readAllChained({ after, limit: PAGE });
    for (const event of events) verifier.add(event);
    if (events.length > 0) {
      after = events[events.length - 1].position;
      options.onProgress?.(verifier.eventsChecked);
    }
    if (events.length < PAGE) break;
  }
  verifier.finish();

  const problems: AuditProblem[] = [];
  let diagnosed = 0;
  for (const stream of verifier.suspiciousStreams) {
    if (diagnosed++ >= STREAMS_DIAGNOSED) break;
    problems.push(...checkStreamChain(await chained.readChain(stream)).problems);
  }
  const undiagnosed = Math.max(0, verifier.suspiciousStreams.size - STREAMS_DIAGNOSED);
  problems.push(...verifier.checkpointProblems);
  const problemCount = problems.length + undiagnosed;

  const verification: AuditVerification = {
    id,
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    ok: problemCount === 0,
    events_checked: verifier.eventsChecked,
    streams_checked: verifier.streamsChecked,
    checkpoints_checked: verifier.checkpointsChecked,
    problem_count: problemCount,
    problems: problems.slice(0, AUDIT_PROBLEMS_KEPT),
    source: options.source,
    actor_name: options.actor.name,
  };
  await db.query(
    `INSERT INTO ${VERIFICATIONS} (id, started_at, finished_at, ok, events_checked, streams_checked, checkpoints_checked,
       problem_count, problems, source, actor_id, actor_name, entity_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13)`,
    [
      id,
      verification.started_at,
      verification.finished_at,
      verification.ok,
      verification.events_checked,
      verification.streams_checked,
      verification.checkpoints_checked,
      verification.problem_count,
      JSON.stringify(verification.problems),
      verification.source,
      options.actor.userId,
      options.actor.name,
      options.actor.entityId,
    ],
  );
  await extendCheckpoints(db, (read) => chained.readAllChained(read), {
    every: options.checkpointEvery,
    atHead: true,
  });
  const commandId = `audit:verify:${id}`;
  await store.append(
    `${AUDIT_STREAM_CATEGORY}-${id}`,
    [
      {
        id: eventIdFor(commandId, 0),
        type: AUDIT_EVENT_TYPES.verified,
        data: {
          verificationId: id,
          ok: verification.ok,
          eventsChecked: verification.events_checked,
          problemCount,
          source: options.source,
        },
        metadata: eventMetadata(options.actor, commandId),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return verification;
}

interface VerificationRow {
  id: string;
  started_at: Date | string;
  finished_at: Date | string;
  ok: boolean;
  events_checked: string | number;
  streams_checked: string | number;
  checkpoints_checked: number;
  problem_count: number;
  problems: AuditProblem[];
  source: 'cli' | 'api';
  actor_name: string;
}

export async function listVerifications(db: Sql, limit: number): Promise<AuditVerification[]> {
  const { rows } = await db.query<VerificationRow>(
    `SELECT id, started_at, finished_at, ok, events_checked, streams_checked, checkpoints_checked, problem_count, problems,
            source, actor_name
       FROM ${VERIFICATIONS} ORDER BY started_at DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    ...row,
    started_at: new Date(row.started_at).toISOString(),
    finished_at: new Date(row.finished_at).toISOString(),
    events_checked: Number(row.events_checked),
    streams_checked: Number(row.streams_checked),
    checkpoints_checked: Number(row.checkpoints_checked),
    problem_count: Number(row.problem_count),
  }));
}
