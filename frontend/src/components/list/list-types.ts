import type { ReactNode } from 'react';
import type { PagedResponse, ReportCode } from '@tutela/contracts';

/**
 * Public types of the generic list (spec part 2 §2.1, §3.1, §9). Screens describe their list with these
 * plain objects; the list turns them into TanStack Table columns, so no screen depends on table internals.
 */

/** Screen widths below which a column or action hides (spec part 2 §9: 600 and 960, desktop 768). */
export type HideBelow = 600 | 768 | 960;

/** How a date cell is coloured against today (spec part 2 §2.1, §4). */
export type DateTone =
  /** no colouring: a date of the past such as the last visit */
  | 'none'
  /** past red, future green: next-visit style dates */
  | 'past-future'
  /** deadline: late (past) red, expiring within the current year amber, later green */
  | 'deadline';

export type CellKind =
  | 'text'
  /** text cut at 50 characters with a popover for the whole text */
  | 'long-text'
  | 'date'
  | 'datetime'
  /** exactly two decimals */
  | 'number'
  | 'boolean'
  /** availability dot for EMA, BIO, SPI, AUD, ECG, DRG rows (reads type.code and availability_status) */
  | 'availability'
  /** outcome code highlighted when the row's outcome_bis is 1 */
  | 'outcome'
  /** laboratory request status for synlab rows (reads laboratory, laboratory_status, laboratory_note) */
  | 'laboratory'
  /** import row type with its warnings and errors (reads type, subtype, error_message, warnings) */
  | 'import-status';

/** Visibility rules shared by columns and row actions. */
export interface VisibilityRules {
  /** Hidden when the user's level is below (spec part 2 §6). */
  minLevel?: number;
  /** Hidden when the window is narrower than this many pixels. */
  hideBelow?: HideBelow;
  /** Hidden in the generic version of the product. */
  hideInGeneric?: boolean;
}

export interface ListColumn<Row> extends VisibilityRules {
  /** Unique id; also the default server sort key and the default accessor (dotted paths allowed). */
  id: string;
  header: string;
  /** Value of the cell; defaults to reading `id` as a dotted path ('customer.company_name'). */
  accessor?: (row: Row) => unknown;
  kind?: CellKind;
  /** For date columns. */
  dateTone?: DateTone;
  /** Custom rendering; receives the accessor value. Wins over `kind`. */
  cell?: (value: unknown, row: Row) => ReactNode;
  /** Server-side sortable; `sortKey` is sent as `sort=` (defaults to `id`). */
  sortable?: boolean;
  sortKey?: string;
  /** Text of the CSV cell; defaults to the displayed text of `kind`. */
  csv?: (value: unknown, row: Row) => string;
  /** Left out of the CSV export (images, buttons). */
  csvExclude?: boolean;
  align?: 'left' | 'right' | 'center';
  /** CSS width such as '8rem'. */
  width?: string;
}

/** Filter values of the list form; what is sent depends on the controls the list shows. */
export interface ListFilters {
  search: string;
  customerId: string | null;
  /** Label of the chosen customer, kept so the autocomplete shows it after a reload. */
  customerName: string | null;
  customerType: string;
  workerStatus: string;
  contractType: string;
  hideInactive: boolean;
  /** Date range mapped to next_visit_from / next_visit_to (spec part 2 §3.1). */
  fromDate: string;
  toDate: string;
  /** Values of the screen's extra dynamic search form, sent as they are. */
  extra: Record<string, string>;
}

export interface ListSort {
  id: string;
  desc: boolean;
}

/** Everything kept in localStorage per table name (spec part 2 §9). */
export interface ListState {
  pageIndex: number;
  pageSize: number;
  sort: ListSort | null;
  filters: ListFilters;
}

/** Query parameters of one page request: PageQuery plus the list's filter parameters. */
export type ListQuery = Record<string, string | number>;

export type ListFetcher<Row> = (query: ListQuery, signal?: AbortSignal) => Promise<PagedResponse<Row>>;

export interface MenuEntry {
  label: string;
  onSelect: () => void;
}

/** Which filter controls the list shows. */
export interface ListControls {
  search?: boolean;
  customer?: boolean | { required?: boolean };
  customerType?: boolean;
  workerStatus?: boolean;
  contractType?: boolean;
  hideInactive?: boolean;
  dateRange?: boolean;
}

/** Which toolbar buttons the list shows (spec part 2 §2.1); each may hide by level, width or version. */
export interface ListButtons {
  /** 'Pulisci': the filter form back to its defaults. */
  clear?: boolean;
  /** 'Lista completa': every record, no filter, inactive ones included. */
  fullList?: boolean;
  refresh?: boolean;
  add?: VisibilityRules & { label?: string; onClick: () => void };
  addMenu?: VisibilityRules & { label?: string; items: readonly MenuEntry[] };
  /** The download menu with the five reports; receives the report and the list's current query. */
  reports?: VisibilityRules & {
    codes?: readonly ReportCode[];
    onSelect: (code: ReportCode, query: ListQuery) => void;
  };
  /** CSV export of the current filtered rows with the columns the level allows, whatever the screen width. */
  csv?: VisibilityRules & { fileName?: string };
}
