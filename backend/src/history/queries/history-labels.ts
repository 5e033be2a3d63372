import { ROLE_LABELS } from '@tutela/contracts';
import { FIELD_LABELS } from '@tutela/projections';
import type { HistoryKindDefinition } from '../history-kind';

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * The label of a dotted field: the kind's own words first, then the activity log's (so the timeline and
 * "Ultime attività" name a field alike), then the field's own name.
 */
export function fieldLabel(kind: HistoryKindDefinition, field: string): string {
  const segments = field.split('.');
  const last = segments[segments.length - 1];
  const parent = segments.length > 1 ? segments[segments.length - 2] : null;
  // `factories.<id>.name`: the id means nothing, the parent's label does.
  const named = own(kind.fieldLabels, field) ?? own(kind.fieldLabels, last) ?? own(FIELD_LABELS, last) ?? last;
  const context = parent && /^[0-9a-f-]{36}$/.test(parent) ? segments[segments.length - 3] : null;
  const contextLabel = context ? (own(kind.fieldLabels, context) ?? own(FIELD_LABELS, context) ?? context) : null;
  return contextLabel ? `${contextLabel}: ${named}` : named;
}

export function roleLabel(role: string): string {
  if (role === 'system') return 'Sistema';
  return own(ROLE_LABELS as Record<string, string>, role) ?? role;
}
