import {
  EXAMINATION_DOWNLOADS_SUFFIX,
  activitySubjectType,
  redactSecrets,
  streamCategory,
  streamId,
  type ActivityLogProperties,
  type ActivityLogRow,
  type RecordedEvent,
} from '@tutela/contracts';
import { activityOperation } from './activity-operation';
import { activitySummary } from './activity-summary';
import { withoutDvrDocument } from './dvr-summaries';
import { withoutClinicalData } from './examination-summaries';

export type ProjectedActivityLogRow = Omit<ActivityLogRow, 'operation_date'> & { operation_date: string };

/**
 * The activity-log row of an event: a pure function of the event alone, so live projection and rebuild give
 * the same row. The scope (entity, customer, factory) comes from the metadata; a customer's or entity's own
 * stream is in its own scope.
 */
/**
 * A record's downloads stream (`examination-<id>-downloads`, `worker-<id>-downloads`) belongs to the record: same
 * subject id, so the record's 'Ultime attività' lists its downloads.
 */
function subjectIdOf(category: string, id: string): string {
  return (category === 'examination' || category === 'worker') && id.endsWith(EXAMINATION_DOWNLOADS_SUFFIX)
    ? id.slice(0, -EXAMINATION_DOWNLOADS_SUFFIX.length)
    : id;
}

export function activityLogRow(event: RecordedEvent): ProjectedActivityLogRow {
  const category = streamCategory(event.stream);
  const subjectId = subjectIdOf(category, streamId(event.stream));
  const subjectType = activitySubjectType(category);
  const operation = activityOperation(event.type, category);
  const attributes = withoutDvrDocument(category, withoutClinicalData(category, redactSecrets(event.data ?? null)));
  const { metadata } = event;
  const properties: ActivityLogProperties = {
    attributes,
    schemaVersion: event.schemaVersion,
    revision: event.revision,
    correlationId: metadata.correlationId,
    causationId: metadata.causationId ?? null,
    commandId: metadata.commandId,
  };
  return {
    position: event.position,
    event_id: event.id,
    event_type: event.type,
    log_name: category,
    subject_type: subjectType,
    subject_id: subjectId,
    description: operation,
    operation_date: metadata.occurredAt,
    causer_id: metadata.actorId ?? null,
    causer_name: metadata.actorName ?? null,
    causer_role: metadata.actorRole ?? null,
    entity_id: metadata.entityId ?? (category === 'entity' ? subjectId : null),
    customer_id: metadata.customerId ?? (category === 'customer' ? subjectId : null),
    factory_id: metadata.factoryId ?? null,
    summary: activitySummary({ eventType: event.type, operation, subjectType, attributes }),
    properties,
  };
}
