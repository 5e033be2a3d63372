import { memo, useEffect, useRef, useState } from 'react';
import { Icon } from '../icons';

/** Typing waits this long before the list queries: one request per pause, not one per keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Quick search with a clear button (spec part 2 §2.1). */
export const SearchBox = memo(function SearchBox({
  value,
  onChange,
  placeholder = 'Cerca',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The list can clear the search from outside ('Pulisci', 'Lista completa').
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string, immediate: boolean) => {
    setText(next);
    clearTimeout(timer.current);
    if (immediate) onChange(next);
    else timer.current = setTimeout(() => onChange(next), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className="relative flex min-w-56 flex-1 items-center">
      <Icon name="search" className="pointer-events-none absolute left-2 size-4 text-slate-400" />
      <input
        type="search"
        aria-label="Cerca nell'elenco"
        placeholder={placeholder}
        value={text}
        onChange={(event) => commit(event.target.value, false)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text, true);
        }}
        className="w-full rounded-md border border-slate-300 py-1.5 pr-8 pl-8 text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label="Cancella ricerca"
          title="Cancella ricerca"
          onClick={() => commit('', true)}
          className="absolute right-1 inline-flex size-6 items-center justify-center rounded text-slate-500 hover:bg-slate-100"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  );
});
