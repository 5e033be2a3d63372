import type { ArchivedRecordVersion, HistoryExportKind, RecordedEvent, Tenant } from '@tutela/contracts';

/**
 * The tenant of a record, from its own stream: creation events carry `entityId` (and `customerId` where the
 * record belongs to a customer) in their data, and a later event that moves the record (a worker transferred to
 * another customer) carries the new values, so the last value wins. An entity's stream is its own tenant.
 * Generic over stream categories, so a context added later (examinations) is covered by the same rule.
 */
export function historyTenant(kind: HistoryExportKind, id: string, events: readonly RecordedEvent[]): Tenant | null {
  let entityId: string | null = kind === 'entity' ? id : null;
  let customerId: string | null = kind === 'customer' ? id : null;
  let factoryId: string | null = null;
  for (const { data } of events) {
    if (typeof data !== 'object' || data === null) continue;
    const fields = data as Record<string, unknown>;
    if (kind !== 'entity' && typeof fields.entityId === 'string') entityId = fields.entityId;
    if (kind !== 'customer' && 'customerId' in fields && (typeof fields.customerId === 'string' || fields.customerId === null)) {
      customerId = fields.customerId;
    }
    if ('factoryId' in fields && (typeof fields.factoryId === 'string' || fields.factoryId === null) && kind !== 'customer') {
      factoryId = fields.factoryId;
    }
  }
  return entityId === null ? null : { entityId, customerId, factoryId };
}

/** The worker a visit's stream is about (its ExaminationStarted names them), for the health-data read of an export. */
export function examinationWorkerId(events: readonly RecordedEvent[]): string | null {
  for (const { data } of events) {
    const workerId = (data as { workerId?: unknown } | null)?.workerId;
    if (typeof workerId === 'string') return workerId;
  }
  return null;
}

/**
 * Archived versions: an examination's signed versions, each archived when a later reopening names it
 * (`ExaminationReopened.archivedVersion`). Other kinds keep their past states as events only.
 */
export function archivedVersions(kind: HistoryExportKind, events: readonly RecordedEvent[]): ArchivedRecordVersion[] {
  if (kind !== 'examination') return [];
  const versions: ArchivedRecordVersion[] = [];
  for (const event of events) {
    if (event.type === 'ExaminationSigned') {
      versions.push({
        version: versions.length + 1,
        archived: false,
        revision: event.revision,
        data: event.data,
      });
    } else if (event.type === 'ExaminationReopened') {
      const archived = (event.data as { archivedVersion?: unknown } | null)?.archivedVersion;
      const version = versions.find((candidate) => candidate.version === archived) ?? versions.at(-1);
      if (version) version.archived = true;
    }
  }
  return versions;
}
