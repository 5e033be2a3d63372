import { ACTIVITY_OPERATIONS, type ActivityOperation } from '@tutela/contracts';

/** Verbs that, applied to the stream's own subject, bring it into existence (`WorkerCreated`, `WorkerHired`, `ChatOpened`). */
const CREATION_VERBS = new Set(['Created', 'Registered', 'Added', 'Opened', 'Scheduled', 'Booked', 'Started', 'Imported', 'Hired']);
/** Verbs that, applied to the stream's own subject, delete it (`CustomerDeleted`). */
const DELETION_VERBS = new Set(['Deleted', 'Removed', 'Revoked', 'Erased', 'Retired']);
/** Several examinations at once: a zip, a bulk export, or a plural noun (`ExaminationsDownloaded`). */
const BULK_DOWNLOAD = /(?:Zip|Bulk|Archive|[a-z]s)Downloaded$/;
const DOWNLOAD = /Downloaded$/;
/**
 * A customer's factories and departments live in the customer's stream: adding one inserts a record of its own,
 * which the clinic reads as an insertion (INSERIMENTO), not as a change of the customer.
 */
const PART_INSERTIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  customer: new Set(['FactoryAdded', 'DepartmentAdded']),
};

/**
 * What follows the subject's own name in the event type: `WorkerHazardAdded` on a `worker` stream gives
 * `HazardAdded`; null when the type names something else (`HazardAdded` on a worker stream).
 */
export function subjectVerb(eventType: string, category: string): string | null {
  if (!category || !eventType.toLowerCase().startsWith(category.toLowerCase())) return null;
  const rest = eventType.slice(category.length);
  return /^[A-Z]/.test(rest) ? rest : null;
}

/**
 * The operation of the activity log for an event type on a stream category. Creation and deletion count only
 * when they concern the subject itself: granting a role, adding a hazard or revoking a grant change the user
 * or worker (MODIFICA); only `UserDeleted`-like events delete it.
 */
export function activityOperation(eventType: string, category: string): ActivityOperation {
  if (category === 'audit') return eventType.endsWith('Exported') ? ACTIVITY_OPERATIONS.exported : ACTIVITY_OPERATIONS.verified;
  if (BULK_DOWNLOAD.test(eventType)) return ACTIVITY_OPERATIONS.download_zip;
  if (DOWNLOAD.test(eventType)) return ACTIVITY_OPERATIONS.download;
  // Removing a visit's attachment is the one deletion a visit knows (the visit itself is never deleted).
  if (category === 'examination' && eventType === 'ExaminationFileDeleted') return ACTIVITY_OPERATIONS.deleted;
  if (PART_INSERTIONS[category]?.has(eventType)) return ACTIVITY_OPERATIONS.created;
  const verb = subjectVerb(eventType, category);
  if (verb && CREATION_VERBS.has(verb)) return ACTIVITY_OPERATIONS.created;
  if (verb && DELETION_VERBS.has(verb)) return ACTIVITY_OPERATIONS.deleted;
  return ACTIVITY_OPERATIONS.updated;
}
