import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { Database } from '@tutela/contracts';
import { DATABASE } from '../shared/tokens';
import { RecordHistoryController } from './http/record-history.http.controller';
import { ensureRecordReadsSchema, RecordReads } from './infrastructure/record-reads';
import { GetRecordHistoryHandler } from './queries/get-record-history/get-record-history.handler';
import { GetRecordStateHandler } from './queries/get-record-state/get-record-state.handler';
import { RecordHistoryLoader } from './queries/record-history-loader';

/**
 * Record history ("Cronologia"): reads streams and folds them with each context's own evolve (see
 * history-kinds.ts). Today's cards come from the contexts' own query handlers (query bus) or readers, so the
 * scope rules are theirs.
 */
@Module({
  controllers: [RecordHistoryController],
  providers: [RecordHistoryLoader, RecordReads, GetRecordHistoryHandler, GetRecordStateHandler],
})
export class HistoryModule implements OnModuleInit {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await ensureRecordReadsSchema(this.db);
  }
}
