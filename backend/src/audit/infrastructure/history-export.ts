import { randomUUID } from 'node:crypto';
import {
  AUDIT_EVENT_TYPES,
  AUDIT_STREAM_CATEGORY,
  type ChainedEvent,
  type EventStore,
  type HistoryExportKind,
  inScope,
  type RecordHistoryExport,
  redactSecrets,
  type TenantScope,
} from '@tutela/contracts';
import { canonicalJson } from '../../shared/event-chain/canonical-json';
import { GENESIS_HASH, eventBodyHash } from '../../shared/event-chain/event-chain';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { archivedVersions, historyTenant } from '../domain/history-scope';
import { checkStreamChain } from '../domain/stream-chain-check';

const HASHING: RecordHistoryExport['hashing'] = {
  algorithm: 'SHA-256',
  genesis: GENESIS_HASH,
  body: 'sha256(JSON canonico RFC 8785 di {id, stream, type, schemaVersion, data, metadata}), esadecimale',
  link: 'hash = sha256("<previousHash>:<revision>:<body>"), esadecimale; previousHash della revisione 0 = genesis',
};

/**
 * The inspector's file for one record: its stream with every event's metadata and hashes, the stream's chain
 * re-checked now, and the archived versions. null when the record does not exist or is outside the caller's
 * scope (the same 404 either way). The download itself is an audit event: who exported what, and when.
 */
export async function exportHistory(
  store: EventStore,
  readChain: (stream: string) => Promise<ChainedEvent[]>,
  request: {
    kind: HistoryExportKind;
    id: string;
    scope: TenantScope;
    actor: Actor;
  },
): Promise<RecordHistoryExport | null> {
  const { kind, id, scope, actor } = request;
  const stream = `${kind}-${id}`;
  const events = await readChain(stream);
  if (events.length === 0) return null;
  const tenant = historyTenant(kind, id, events);
  if (!tenant || !inScope(scope, tenant)) return null;
  const chain = checkStreamChain(events);
  const exportedAt = new Date();
  const exportId = randomUUID();
  const commandId = `audit:export:${exportId}`;
  await store.append(
    `${AUDIT_STREAM_CATEGORY}-${exportId}`,
    [
      {
        id: eventIdFor(commandId, 0),
        type: AUDIT_EVENT_TYPES.exported,
        data: {
          kind,
          recordId: id,
          stream,
          eventCount: events.length,
          chainOk: chain.ok,
        },
        metadata: eventMetadata(actor, commandId, { customerId: tenant.customerId, factoryId: tenant.factoryId }, exportedAt),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return {
    format: 'tutela-history/1',
    exported_at: exportedAt.toISOString(),
    exported_by: actor.name,
    kind,
    record_id: id,
    stream,
    hashing: HASHING,
    // The same redaction as every other exit of event data (see redactSecrets): old events may hold hashes.
    events: events.map((event) => {
      const data = redactSecrets(event.data);
      return {
        ...event,
        data,
        bodyHash: eventBodyHash(event),
        redacted: canonicalJson(data) !== canonicalJson(event.data),
      };
    }),
    chain,
    archived_versions: archivedVersions(kind, events),
  };
}
