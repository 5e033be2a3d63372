import type { HistoryEntry } from '@tutela/contracts';
import { activityLogRow } from '@tutela/projections';
import { foldSteps } from '../../domain/record-timeline';
import type { HistoryKindDefinition } from '../../history-kind';
import { fieldLabel, roleLabel } from '../history-labels';
import type { RecordedEvent } from '@tutela/contracts';
import type { Principal } from '../../../auth/principal';

/** The timeline, newest first: each event with who, the activity log's sentence and the fields it changed. */
export function timelineEntries(
  kind: HistoryKindDefinition,
  events: readonly RecordedEvent[],
  reader?: { principal: Principal; current: unknown },
): HistoryEntry[] {
  return foldSteps(events, kind.fold, (state) => kind.fields(state))
    .map(({ event, changes }): HistoryEntry => {
      const { metadata } = event;
      const summary = activityLogRow(event).summary;
      return {
        revision: event.revision,
        position: event.position,
        occurred_at: new Date(metadata.occurredAt).toISOString(),
        event_type: event.type,
        actor_name: metadata.actorName ?? '',
        actor_role: metadata.actorRole ?? '',
        actor_role_label: roleLabel(metadata.actorRole ?? ''),
        summary: kind.entrySummary && reader ? kind.entrySummary(event, summary, reader.principal, reader.current) : summary,
        changes: changes.map((change) => ({
          ...change,
          label: fieldLabel(kind, change.field),
        })),
      };
    })
    .reverse();
}
