import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { HISTORY_KIND_LABELS, type RecordHistory } from '@tutela/contracts';
import { RecordReads } from '../../infrastructure/record-reads';
import { RecordHistoryLoader } from '../record-history-loader';
import { GetRecordHistoryQuery } from './get-record-history.query';
import { timelineEntries } from './record-timeline-entries';

/** The timeline of a record; the read itself is recorded in record_reads. */
@QueryHandler(GetRecordHistoryQuery)
export class GetRecordHistoryHandler implements IQueryHandler<GetRecordHistoryQuery, { data: RecordHistory }> {
  constructor(
    private readonly loader: RecordHistoryLoader,
    private readonly reads: RecordReads,
  ) {}

  async execute({ kind: kindName, id, principal }: GetRecordHistoryQuery): Promise<{ data: RecordHistory }> {
    const loaded = await this.loader.load(kindName, id, principal);
    const { kind, current, events } = loaded;
    const entries = timelineEntries(kind, events, { principal, current });
    await this.reads.record(principal, {
      kind: kind.kind,
      recordId: id,
      view: 'timeline',
      point: null,
    });
    await this.loader.recordRead(loaded, principal);
    return {
      data: {
        kind: kind.kind,
        id,
        kind_label: HISTORY_KIND_LABELS[kind.kind],
        title: kind.title(current),
        entries,
      },
    };
  }
}
