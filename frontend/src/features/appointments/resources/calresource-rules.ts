import {
  CALRESOURCE_MESSAGES,
  CALRESOURCE_NAME_MAX,
  CALRESOURCE_TEXT_MAX,
  type CalResourceRow,
  type CalResourceType,
  type PagedResponse,
} from '@tutela/contracts';
import type { ListQuery } from '../../../components/list/list-types';
import type { CalResourceBody } from '../appointments-api';

/** The words of each screen: 'Risorse' books equipment, 'Ambulatori' rooms (with a capacity). */
export const CALRESOURCE_TEXT: Readonly<
  Record<
    CalResourceType,
    {
      title: string;
      newLabel: string;
      created: string;
      saved: string;
      deactivated: string;
      reactivated: string;
      notFound: string;
      failed: string;
      kindLabel: string;
      table: string;
    }
  >
> = {
  resources: {
    title: 'Risorse',
    newLabel: 'Nuova risorsa',
    created: 'Risorsa creata',
    saved: 'Risorsa modificata',
    deactivated: 'Risorsa disattivata',
    reactivated: 'Risorsa riattivata',
    notFound: CALRESOURCE_MESSAGES.NOT_FOUND,
    failed: 'Impossibile caricare la risorsa',
    kindLabel: 'Tipo',
    table: 'calresources-resources',
  },
  classrooms: {
    title: 'Ambulatori',
    newLabel: 'Nuovo ambulatorio',
    created: 'Ambulatorio creato',
    saved: 'Ambulatorio modificato',
    deactivated: 'Ambulatorio disattivato',
    reactivated: 'Ambulatorio riattivato',
    notFound: 'Ambulatorio non trovato',
    failed: "Impossibile caricare l'ambulatorio",
    kindLabel: 'Descrizione',
    table: 'calresources-classrooms',
  },
};

export interface CalResourceValues {
  name: string;
  kind: string;
  location: string;
  address: string;
  /** Typed text; a clinic needs a whole number ≥ 1. */
  capacity: string;
}

export const EMPTY_CALRESOURCE: CalResourceValues = { name: '', kind: '', location: '', address: '', capacity: '' };

export function valuesOf(row: CalResourceRow): CalResourceValues {
  return {
    name: row.name,
    kind: row.kind ?? '',
    location: row.location ?? '',
    address: row.address ?? '',
    capacity: row.capacity === null ? '' : String(row.capacity),
  };
}

/** The form's checks, in the server's words (CALRESOURCE_MESSAGES), under the server's field names. */
export function validateCalresource(values: CalResourceValues, type: CalResourceType): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = values.name.trim();
  if (!name) errors.name = CALRESOURCE_MESSAGES.REQUIRED;
  else if (name.length > CALRESOURCE_NAME_MAX) errors.name = CALRESOURCE_MESSAGES.NAME_TOO_LONG;
  for (const field of ['kind', 'location', 'address'] as const) {
    if (values[field].trim().length > CALRESOURCE_TEXT_MAX) errors[field] = `Massimo ${CALRESOURCE_TEXT_MAX} caratteri`;
  }
  if (type === 'classrooms') {
    const text = values.capacity.trim();
    if (!text) errors.capacity = CALRESOURCE_MESSAGES.REQUIRED;
    else if (!/^\d+$/.test(text) || Number(text) < 1) errors.capacity = CALRESOURCE_MESSAGES.CAPACITY_INVALID;
  }
  return errors;
}

const orNull = (text: string) => text.trim() || null;

/** Every field of a new record; a resource never sends a capacity. */
export function createBody(values: CalResourceValues, type: CalResourceType): CalResourceBody {
  return {
    type,
    name: values.name.trim(),
    kind: orNull(values.kind),
    location: orNull(values.location),
    address: orNull(values.address),
    ...(type === 'classrooms' ? { capacity: Number(values.capacity.trim()) } : {}),
  };
}

/** Only the fields that changed (the server records only those), or null when nothing did. */
export function changedBody(row: CalResourceRow, values: CalResourceValues): CalResourceBody | null {
  const next = createBody(values, row.type);
  const body: CalResourceBody = {};
  if (next.name !== row.name) body.name = next.name;
  if (next.kind !== row.kind) body.kind = next.kind;
  if (next.location !== row.location) body.location = next.location;
  if (next.address !== row.address) body.address = next.address;
  if (row.type === 'classrooms' && next.capacity !== row.capacity) body.capacity = next.capacity;
  return Object.keys(body).length > 0 ? { ...body, revision: row.revision } : null;
}

type SortKey = 'name' | 'kind' | 'location' | 'address' | 'capacity' | 'active';
const SORT_KEYS: readonly string[] = ['name', 'kind', 'location', 'address', 'capacity', 'active'];

function compare(a: CalResourceRow, b: CalResourceRow, key: SortKey): number {
  const x = a[key];
  const y = b[key];
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'it', { sensitivity: 'base' });
  return x < y ? -1 : 1;
}

/**
 * One page of the whole list the server answers (GET calresources is not paged): the generic list's search,
 * 'Nascondi i non attivi', sort and paging done here, so the screens look and behave like every other list.
 */
export function pageOfRows(rows: readonly CalResourceRow[], query: ListQuery): PagedResponse<CalResourceRow> {
  const search = String(query.search ?? '')
    .trim()
    .toLocaleLowerCase('it');
  let shown = rows.filter((row) => (String(query.hide_inactive) === '1' ? row.active : true));
  if (search) {
    shown = shown.filter((row) =>
      [row.name, row.kind, row.location, row.address].some((text) => text?.toLocaleLowerCase('it').includes(search)),
    );
  }
  const sort = typeof query.sort === 'string' && SORT_KEYS.includes(query.sort) ? (query.sort as SortKey) : null;
  const order = query.order === 'desc' ? 'desc' : 'asc';
  if (sort) shown = [...shown].sort((a, b) => (order === 'desc' ? -1 : 1) * compare(a, b, sort));
  const perPage = Math.max(1, Number(query.per_page) || 10);
  const page = Math.max(1, Number(query.page) || 1);
  return {
    data: shown.slice((page - 1) * perPage, page * perPage),
    meta: { total: shown.length, page, per_page: perPage, sort, order },
  };
}
