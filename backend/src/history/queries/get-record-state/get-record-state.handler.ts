import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { RecordStateAt } from '@tutela/contracts';
import { stateAt } from '../../domain/record-timeline';
import { RecordReads } from '../../infrastructure/record-reads';
import { fieldLabel } from '../history-labels';
import { RecordHistoryLoader } from '../record-history-loader';
import { GetRecordStateQuery } from './get-record-state.query';

/**
 * The record as it stood at a revision or date, folded from its stream with the context's own evolve (the one
 * query that folds instead of reading a read model: a past state has no table).
 */
@QueryHandler(GetRecordStateQuery)
export class GetRecordStateHandler implements IQueryHandler<GetRecordStateQuery, { data: RecordStateAt }> {
  constructor(
    private readonly loader: RecordHistoryLoader,
    private readonly reads: RecordReads,
  ) {}

  async execute({ kind: kindName, id, point, principal }: GetRecordStateQuery): Promise<{ data: RecordStateAt }> {
    const loaded = await this.loader.load(kindName, id, principal);
    const { kind, current, events } = loaded;
    const { state, last } = stateAt(events, kind.fold, point);
    const pointText = 'revision' in point ? `revision ${point.revision}` : point.at.toISOString();
    await this.reads.record(principal, {
      kind: kind.kind,
      recordId: id,
      view: 'state',
      point: pointText,
    });
    const occurredAt = new Date(last.metadata.occurredAt);
    const fields = kind.fields(state);
    const labels = Object.fromEntries(Object.keys(fields).map((field) => [field, fieldLabel(kind, field)]));
    const detail = kind.detailAt ? kind.detailAt(state, current, { revision: last.revision, occurredAt }) : null;
    await this.loader.recordRead(loaded, principal);
    return {
      data: {
        kind: kind.kind,
        id,
        revision: last.revision,
        occurred_at: occurredAt.toISOString(),
        status: kind.status(state),
        fields,
        labels,
        detail,
        as_of_today: detail !== null ? (kind.asOfToday ?? null) : null,
      },
    };
  }
}
