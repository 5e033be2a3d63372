import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../http/paging';

/** Shell and list constants (spec part 1 §7, §9; part 2 §2.1, §9). */

// Session and refresh timings (part 1 §4, §9).
export const SESSION_WARNING_MS = 3_300_000;
export const SESSION_LOGOUT_MS = 3_600_000;
export const USER_DATA_REFRESH_MS = 160_000;
export const SYNC_CHECK_MS = 5_000;
export const SNACKBAR_MS = 4000;
export const UPDATE_MESSAGE_MS = 40_000;
export const LOADING_DEBOUNCE_MS = 200;
/** The "Cambio password" dialog reopens this long after a failed change. */
export const PASSWORD_CHANGE_RETRY_MS = 3000;
/** After an application change the page reloads this long after navigating to /. */
export const APPLICATION_CHANGE_RELOAD_MS = 1000;
export const SCROLL_ANIMATION_MS = 500;
export const SCROLL_OFFSET_PX = 70;

// Offline variant (part 1 §9).
export const STORAGE_WARNING_BYTES = 100_000_000;
export const OFFLINE_SYNC_BATCH_SIZE = 30;
export const OFFLINE_SYNC_BATCH_DELAY_MS = 1500;
export const OFFLINE_SYNC_FACTORY_DELAY_MS = 3000;

/** Calls that never show the loading indicator: background refreshes and type-ahead searches. */
export const LOADING_EXCLUDED_PATHS: readonly string[] = [
  '/api/md/workers',
  '/api/md/cumulativeworkers',
  '/api/getuserdata',
  '/api/md/getuserdata',
  '/api/fr/getuserdata',
];

/** Compares the path only: host and query string (the search text) do not matter. */
export function isLoadingExcludedPath(url: string): boolean {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
  const path = withoutOrigin.split(/[?#]/)[0].replace(/\/+$/, '');
  return LOADING_EXCLUDED_PATHS.includes(path.startsWith('/') ? path : `/${path}`);
}

// Layout (part 1 §9, part 2 §9).
export const DESKTOP_BREAKPOINT = 768;
export const SMALL_BREAKPOINT = 600;
export const MEDIUM_BREAKPOINT = 960;
/** Long text in list cells is cut here, with the full text in a popover. */
export const TEXT_TRUNCATE_LENGTH = 50;
export const VIEWABLE_EXTENSIONS: readonly string[] = ['pdf', 'jpg', 'png', 'svg', 'zip'];

/** Visit periods in months with their labels (part 1 §9). */
export const VISIT_PERIODS: readonly { months: number; label: string }[] = [
  { months: 1, label: 'MENSILE' },
  { months: 2, label: 'BIMESTRALE' },
  { months: 3, label: 'TRIMESTRALE' },
  { months: 6, label: 'SEMESTRALE' },
  { months: 12, label: 'ANNUALE' },
  { months: 24, label: 'BIENNALE' },
  { months: 36, label: 'TRIENNALE' },
  { months: 48, label: 'QUADRIENNALE' },
  { months: 60, label: 'QUINQUENNALE' },
  { months: 120, label: 'DECENNALE' },
];

// Generic list (part 2 §2.1, §9).
// The paging contract (http/paging) owns the values; re-exported here so the shell reads them in one place.
export const PAGE_SIZES: readonly number[] = PAGE_SIZE_OPTIONS;
export { DEFAULT_PAGE_SIZE };
export const DEFAULT_CSV_FILENAME = 'exporta';

/**
 * The 13 contract types of the list filter. The spec names them in English only: the labels are the
 * usual Italian terms, the codes ours (stable, upper snake case).
 */
export const CONTRACT_TYPES = [
  { code: 'INDETERMINATO', label: 'Tempo indeterminato' },
  { code: 'DETERMINATO', label: 'Tempo determinato' },
  { code: 'SOMMINISTRAZIONE', label: 'Somministrazione' },
  { code: 'INTERMITTENTE', label: 'Lavoro intermittente (a chiamata)' },
  { code: 'VOUCHER', label: 'Lavoro accessorio (voucher)' },
  { code: 'APPRENDISTATO', label: 'Apprendistato' },
  { code: 'PART_TIME', label: 'Part-time' },
  { code: 'PROGETTO', label: 'Contratto a progetto' },
  { code: 'TIROCINIO', label: 'Tirocinio' },
  { code: 'SOCIO_LAVORATORE', label: 'Socio lavoratore' },
  { code: 'STAGIONALE', label: 'Stagionale' },
  { code: 'STAGIONALE_BREVE', label: 'Stagionale breve' },
  { code: 'COADIUVANTE_FAMILIARE', label: 'Coadiuvante familiare' },
] as const;
export type ContractTypeCode = (typeof CONTRACT_TYPES)[number]['code'];

/** Worker-status filter, labels as the spec words them; values are outcome codes where one exists. */
export const WORKER_STATUS_FILTERS = [
  { value: 'ID', label: 'Idonei' },
  { value: 'IPL', label: 'Idonei con prescrizioni e/o Limitazione' },
  { value: 'NI', label: 'Inidonei' },
  { value: 'ALTRO', label: 'Altro' },
  { value: 'ALTO_IMPATTO', label: 'Alto impatto organizzativo' },
  { value: 'BASSO_IMPATTO', label: 'Basso impatto organizzativo' },
] as const;
export type WorkerStatusFilter = (typeof WORKER_STATUS_FILTERS)[number]['value'];

/** Customer-type filter: all, or the customers of one application. */
export const CUSTOMER_TYPE_FILTERS = [
  { value: 'all', label: 'Tutti' },
  { value: 'fr', label: 'Formazione' },
  { value: 'md', label: 'Medicina' },
  { value: 'sr', label: 'Sicurezza' },
] as const;
export type CustomerTypeFilter = (typeof CUSTOMER_TYPE_FILTERS)[number]['value'];

/** The download menu's five reports. */
export const REPORTS = [
  { code: 'courses', label: 'Rep. Corsi' },
  { code: 'courses_participants', label: 'Rep. Corsi (partecipanti)' },
  { code: 'administration', label: 'Rep. Amministrazione' },
  { code: 'customers', label: 'Rep. Aziende' },
  { code: 'geden', label: 'Rep. geden' },
] as const;
export type ReportCode = (typeof REPORTS)[number]['code'];
