import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  AUDIT_MESSAGES,
  AUDIT_VERIFY_MIN_LEVEL,
  type AuditVerification,
  type EventStore,
  type HistoryExportKind,
  isClinicalRecordKind,
  type RecordHistoryExport,
  scopeOf,
  type Database,
} from '@tutela/contracts';
import type { Principal } from '../auth/principal';
import { recordHealthDataRead } from '../examinations/public';
import { DomainError } from '../shared/domain-error';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { actorOf } from '../auth/actor';
import { examinationWorkerId } from './domain/history-scope';
import { migrateAuditStorage } from './infrastructure/audit-storage.schema';
import { exportHistory } from './infrastructure/history-export';
import { extendCheckpoints } from './infrastructure/log-checkpoints';
import { chainedStoreOf, listVerifications, verifyLog, type ChainedStore } from './infrastructure/log-verification';

/** What the worker card's "Accessi ai dati sanitari" says of a visit's history export. */
const HEALTH_DATA_READ_EXPORT = 'esportazione storico';

/** How often the server extends the global checkpoints (every CHECKPOINT_EVERY events written since the last). */
const CHECKPOINT_INTERVAL_MS = 5 * 60_000;

/** Tamper evidence for the admin page and the inspector's export, on every adapter that keeps the chain. */
@Injectable()
export class AuditService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Audit');
  private readonly chained: ChainedStore | null;
  private running = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    this.chained = chainedStoreOf(store);
  }

  async onApplicationBootstrap(): Promise<void> {
    await migrateAuditStorage(this.db);
    if (!this.chained) return;
    const chained = this.chained;
    this.timer = setInterval(() => {
      if (this.running) return;
      extendCheckpoints(this.db, (read) => chained.readAllChained(read)).catch((error: unknown) =>
        this.logger.warn(`Checkpoint del registro non esteso: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, CHECKPOINT_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One run at a time per process: a second request meanwhile is a conflict, not a second full scan. */
  async verify(principal: Principal): Promise<AuditVerification> {
    if (!this.chained) throw new DomainError(AUDIT_MESSAGES.NOT_SUPPORTED);
    if (this.running) throw new DomainError(AUDIT_MESSAGES.VERIFY_RUNNING, 'conflict');
    this.running = true;
    try {
      return await verifyLog(this.db, this.store, this.chained, {
        source: 'api',
        actor: actorOf(principal),
      });
    } finally {
      this.running = false;
    }
  }

  /** The problems name other tenants' streams: only callers who may start a verification see them. */
  async verifications(principal: Principal, limit = 20): Promise<AuditVerification[]> {
    const runs = await listVerifications(this.db, limit);
    return principal.level >= AUDIT_VERIFY_MIN_LEVEL ? runs : runs.map((run) => ({ ...run, problems: [] }));
  }

  async exportHistory(principal: Principal, kind: HistoryExportKind, id: string): Promise<RecordHistoryExport> {
    const readChain = this.store.readChain?.bind(this.store);
    const found = readChain
      ? await exportHistory(this.store, readChain, {
          kind,
          id,
          scope: scopeOf(principal),
          actor: actorOf(principal),
        })
      : null;
    if (!found) throw new DomainError(AUDIT_MESSAGES.RECORD_NOT_FOUND, 'not_found');
    // A visit's export holds its clinical data (form data, archived versions): a health-data read like any other.
    // Who may ask is @ClinicalData()'s rule, applied by the route before this runs.
    if (isClinicalRecordKind(kind)) {
      await recordHealthDataRead(this.db, principal, {
        examinationId: id,
        workerId: examinationWorkerId(found.events) ?? '',
        what: HEALTH_DATA_READ_EXPORT,
      });
    }
    return found;
  }
}
