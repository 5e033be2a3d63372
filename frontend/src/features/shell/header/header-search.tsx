import { useState, type ReactNode } from 'react';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@tutela/contracts';
import { ApiError } from '../../../lib/api-error';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';

export interface HeaderSearchProps<Row> {
  id: string;
  placeholder: string;
  /** contracts' rule deciding whether the typed text is worth a call. */
  shouldQuery: (text: string) => boolean;
  search: (text: string, signal: AbortSignal) => Promise<Row[]>;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  onSelect: (row: Row) => void;
}

/**
 * What the panel says besides the rows: a failed call is an error, never "no results" (a 404 means the search is
 * not served by this server, which the user must not read as "nobody matches").
 */
export function searchPanelNotice(state: { isError: boolean; error: unknown; isFetching: boolean; rowCount: number }): {
  kind: 'error' | 'empty';
  text: string;
} | null {
  if (state.isError) {
    if (state.error instanceof ApiError && state.error.isNotFound) return { kind: 'error', text: MESSAGES.SEARCH_NOT_AVAILABLE };
    return { kind: 'error', text: MESSAGES.SEARCH_FAILED };
  }
  if (state.rowCount === 0 && !state.isFetching) return { kind: 'empty', text: MESSAGES.SEARCH_NO_RESULTS };
  return null;
}

/**
 * Type-ahead search of the header, never with made-up rows; the previous results stay while the text does not
 * qualify for a new call.
 */
export function HeaderSearch<Row>({ id, placeholder, shouldQuery, search, rowKey, renderRow, onSelect }: HeaderSearchProps<Row>) {
  const [text, setText] = useState('');
  // The last text that qualified for a call: its results stay on screen while the user types on.
  const [queryTerm, setQueryTerm] = useState('');
  const [required, setRequired] = useState(false);
  const term = text.trim();
  const { data, isFetching, isError, error } = useQuery({
    queryKey: ['header-search', id, queryTerm],
    queryFn: ({ signal }) => search(queryTerm, signal),
    enabled: queryTerm !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // After a failure keepPreviousData would still show the rows of an older term: show the error alone.
  const rows = isError ? [] : (data ?? []);
  const notice = searchPanelNotice({ isError, error, isFetching, rowCount: rows.length });
  const showPanel = term.length > 0 && queryTerm !== '';

  return (
    <div className="relative w-full min-w-0 sm:flex-1 xl:w-60 xl:flex-none 2xl:w-72">
      <Combobox<Row | null>
        value={null}
        onChange={(row) => {
          if (!row) return;
          setText('');
          setQueryTerm('');
          onSelect(row);
        }}
      >
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute left-2 top-2 h-4 w-4 text-slate-400" />
          <ComboboxInput
            aria-label={placeholder}
            placeholder={placeholder}
            className="w-full rounded-md border border-slate-300 py-1.5 pl-8 pr-7 text-sm focus:border-brand-500 focus:outline-none"
            value={text}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              setRequired(false);
              if (!next.trim()) setQueryTerm('');
              else if (shouldQuery(next.trim())) setQueryTerm(next.trim());
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !term) setRequired(true);
            }}
          />
          {isFetching && <Spinner className="absolute right-2 top-2 h-4 w-4 text-slate-400" />}
        </div>
        {required && <p className="absolute mt-0.5 text-xs text-red-600">{MESSAGES.REQUIRED}</p>}
        {showPanel && (
          <ComboboxOptions className="absolute z-50 mt-1 max-h-80 w-full overflow-y-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/10 xl:w-[28rem]">
            {notice?.kind === 'empty' && <div className="px-3 py-2 text-slate-500">{notice.text}</div>}
            {notice?.kind === 'error' && (
              <div role="alert" className="flex items-start gap-2 px-3 py-2 text-red-700" data-testid={`${id}-search-error`}>
                <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0" />
                {notice.text}
              </div>
            )}
            {rows.map((row) => (
              <ComboboxOption key={rowKey(row)} value={row} className="cursor-pointer px-3 py-2 data-[focus]:bg-brand-50">
                {renderRow(row)}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
    </div>
  );
}
