import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tutela/contracts';
import type { ListFilters, ListSort, ListState } from './list-types';

/**
 * The list state kept in localStorage per table name (spec part 2 §9: page size, page index, filters, sort
 * and extra filters). Whatever is read back is checked field by field: an old or hand-edited entry must
 * never break the page, only fall back to defaults.
 */

export const LIST_STORAGE_PREFIX = 'tutela.list.';

export function listStorageKey(tableName: string): string {
  return `${LIST_STORAGE_PREFIX}${tableName}`;
}

export const EMPTY_FILTERS: ListFilters = {
  search: '',
  customerId: null,
  customerName: null,
  customerType: 'all',
  workerStatus: '',
  contractType: '',
  // 'Nascondi i non attivi' is on by default (spec part 2 §9: hide-resigned defaults to '1').
  hideInactive: true,
  fromDate: '',
  toDate: '',
  extra: {},
};

export function initialListState(defaults?: Partial<ListFilters>, pageSize: number = DEFAULT_PAGE_SIZE): ListState {
  return { pageIndex: 0, pageSize, sort: null, filters: { ...EMPTY_FILTERS, ...defaults } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function nullableStr(value: unknown, fallback: string | null): string | null {
  return typeof value === 'string' && value ? value : value === null ? null : fallback;
}

function sanitizeSort(value: unknown): ListSort | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !value.id) return null;
  return { id: value.id, desc: value.desc === true };
}

function sanitizeFilters(value: unknown, base: ListFilters): ListFilters {
  if (!isRecord(value)) return base;
  const extra: Record<string, string> = {};
  if (isRecord(value.extra)) {
    for (const [key, v] of Object.entries(value.extra)) if (typeof v === 'string') extra[key] = v;
  }
  return {
    search: str(value.search, base.search),
    customerId: nullableStr(value.customerId, base.customerId),
    customerName: nullableStr(value.customerName, base.customerName),
    customerType: str(value.customerType, base.customerType),
    workerStatus: str(value.workerStatus, base.workerStatus),
    contractType: str(value.contractType, base.contractType),
    hideInactive: typeof value.hideInactive === 'boolean' ? value.hideInactive : base.hideInactive,
    fromDate: str(value.fromDate, base.fromDate),
    toDate: str(value.toDate, base.toDate),
    extra: { ...base.extra, ...extra },
  };
}

/** Parses a stored state; anything missing or invalid takes the value of `base`. */
export function sanitizeListState(raw: unknown, base: ListState): ListState {
  if (!isRecord(raw)) return base;
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(raw.pageSize as number) ? (raw.pageSize as number) : base.pageSize;
  const pageIndex =
    typeof raw.pageIndex === 'number' && Number.isInteger(raw.pageIndex) && raw.pageIndex >= 0 ? raw.pageIndex : base.pageIndex;
  return {
    pageIndex,
    pageSize,
    sort: 'sort' in raw ? sanitizeSort(raw.sort) : base.sort,
    filters: sanitizeFilters(raw.filters, base.filters),
  };
}

export function loadListState(tableName: string, base: ListState, storage: Storage | undefined = safeStorage()): ListState {
  if (!storage) return base;
  try {
    const text = storage.getItem(listStorageKey(tableName));
    return text ? sanitizeListState(JSON.parse(text), base) : base;
  } catch {
    return base;
  }
}

export function saveListState(tableName: string, state: ListState, storage: Storage | undefined = safeStorage()): void {
  if (!storage) return;
  try {
    storage.setItem(listStorageKey(tableName), JSON.stringify(state));
  } catch {
    // A full or disabled storage only costs the restore after reload; the list keeps working.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
