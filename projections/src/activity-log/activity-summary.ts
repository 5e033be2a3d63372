import { ACTIVITY_OPERATIONS, truncateText, type ActivityOperation } from '@tutela/contracts';
import { EVENT_LABELS, FIELD_LABELS, OPAQUE_FIELDS, VALUE_LABELS } from './activity-labels';
import { APPOINTMENT_SENTENCES } from './appointment-summaries';
import { CALRESOURCE_SENTENCES } from './calresource-summaries';
import { DVR_SENTENCES } from './dvr-summaries';
import { EXAMINATION_SENTENCES } from './examination-summaries';
import { EVENT_SUMMARIES } from './registry-summaries';

export interface SummaryInput {
  eventType: string;
  operation: ActivityOperation;
  subjectType: string;
  /** Event data already stripped of secrets. */
  attributes: unknown;
}

export const SUMMARY_MAX_LENGTH = 500;
const TEXT_MAX_LENGTH = 80;
const LIST_MAX_ITEMS = 5;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UPDATE_EVENT = /Updated$/;
// References (`passwordRef`: the row of a secret kept outside the log) mean as little to a reader as ids.
const ID_KEY = /(?:^id|Id|_id|Ids|_ids|Ref|_ref)$/;
const ROME_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * "Inserimento utente: nome «Mario», email «mario@example.it»." — what happened and the fields the event
 * carries. Ids are left out (they mean nothing to a reader); the event type is named when no Italian label
 * says what the change was.
 */
export function activitySummary(input: SummaryInput): string {
  const whole =
    lookup(EXAMINATION_SENTENCES, input.eventType) ??
    lookup(DVR_SENTENCES, input.eventType) ??
    lookup(APPOINTMENT_SENTENCES, input.eventType) ??
    lookup(CALRESOURCE_SENTENCES, input.eventType);
  if (whole && input.attributes && typeof input.attributes === 'object')
    return clip(`${whole(input.attributes as Record<string, unknown>)}.`);
  const head = lookup(EVENT_LABELS, input.eventType) ?? genericHead(input);
  // Only an update event (…Updated) empties a field, which is news; the empty fields of anything new (a record,
  // a role grant) are not worth a word.
  const special = lookup(EVENT_SUMMARIES, input.eventType);
  const specialParts =
    special && input.attributes && typeof input.attributes === 'object' ? special(input.attributes as Record<string, unknown>) : null;
  const parts = specialParts ?? describeFields(input.attributes, 0, !UPDATE_EVENT.test(input.eventType));
  const sentence = parts.length ? `${head}: ${parts.join(', ')}.` : `${head}.`;
  return clip(sentence);
}

/** Between whole characters: half an emoji is a lone surrogate, which the row's json refuses (the projector stopped on it). */
function clip(sentence: string): string {
  return truncateText(sentence, SUMMARY_MAX_LENGTH);
}

function genericHead({ eventType, operation, subjectType }: SummaryInput): string {
  const noun = subjectType === 'DVR' ? 'DVR' : subjectType.toLowerCase();
  switch (operation) {
    case ACTIVITY_OPERATIONS.created:
      return `Inserimento ${noun}`;
    case ACTIVITY_OPERATIONS.deleted:
      return `Eliminazione ${noun}`;
    case ACTIVITY_OPERATIONS.download:
      return 'Download esame';
    case ACTIVITY_OPERATIONS.download_zip:
      return 'Download esami';
    case ACTIVITY_OPERATIONS.updated:
      return `Modifica ${noun} (${eventType})`;
    case ACTIVITY_OPERATIONS.verified:
      return 'Verifica integrità del registro eventi';
    case ACTIVITY_OPERATIONS.exported:
      return 'Esportazione storico';
    default: {
      const unreachable: never = operation;
      return String(unreachable);
    }
  }
}

function describeFields(attributes: unknown, depth: number, skipEmpty: boolean): string[] {
  if (attributes === null || typeof attributes !== 'object' || Array.isArray(attributes)) return [];
  const parts: string[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    const part = describeField(key, value, depth, skipEmpty);
    if (part) parts.push(part);
  }
  return parts;
}

function describeField(key: string, value: unknown, depth: number, skipEmpty: boolean): string | null {
  if (value === undefined || ID_KEY.test(key)) return null;
  const label = lookup(FIELD_LABELS, key) ?? key;
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return skipEmpty ? null : `${label} senza valore`;
  if (OPAQUE_FIELDS.has(key)) return label;
  if (Array.isArray(value)) {
    if (!value.every(isScalar)) return `${label} (${value.length} elementi)`;
    const shown = value.slice(0, LIST_MAX_ITEMS).map((item) => formatScalar(key, item));
    const more = value.length > LIST_MAX_ITEMS ? ` e altri ${value.length - LIST_MAX_ITEMS}` : '';
    return `${label} «${shown.join(', ')}${more}»`;
  }
  if (typeof value === 'object') {
    const inner = depth === 0 ? describeFields(value, depth + 1, skipEmpty) : [];
    return inner.length ? `${label} (${inner.join(', ')})` : label;
  }
  return `${label} «${formatScalar(key, value)}»`;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function formatScalar(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = String(value);
  const values = lookup(VALUE_LABELS, key);
  const coded = values && lookup(values, text);
  if (coded) return coded;
  if (ISO_DATE.test(text)) return text.split('-').reverse().join('/');
  if (ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return ROME_TIME.format(new Date(text)).replace(',', '');
  // Control characters would break the one-line sentence.
  const clean = withoutControlCharacters(text).replace(/\s+/g, ' ').trim();
  return truncateText(clean, TEXT_MAX_LENGTH);
}

function withoutControlCharacters(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    result += code < 0x20 || code === 0x7f ? ' ' : char;
  }
  return result;
}

/** Own keys only: event data may carry keys such as `constructor`. */
function lookup<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
