import { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { birthPlacesQuery, type PlaceOption } from './workers-api';

const DEBOUNCE_MS = 250;
/** Lookups answer from this many typed characters on (spec part 2 §9: more than 2). */
const MIN_LENGTH = 3;

export interface BirthPlaceValue {
  name: string;
  code: string;
}

/**
 * Birth place (municipality or foreign state) from the Belfiore list: only places that existed on the birth
 * date are offered, ceased municipalities marked. Only a picked place is accepted: its code makes the tax code.
 */
export function BirthPlaceAutocomplete({
  value,
  onChange,
  birthDate,
  error,
}: {
  value: BirthPlaceValue | null;
  onChange: (place: BirthPlaceValue | null) => void;
  birthDate: string;
  error?: string | null;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = search.length >= MIN_LENGTH;
  const { data = [], isFetching } = useQuery({
    ...birthPlacesQuery(search, /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? birthDate : null),
    enabled,
  });
  const selected = value ? ({ code: value.code, name: value.name, label: value.name } as PlaceOption) : null;

  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1 text-sm font-medium text-slate-700">
        Luogo di nascita *
      </label>
      <Combobox
        value={selected}
        by="code"
        onChange={(place: PlaceOption | null) => onChange(place ? { name: place.name, code: place.code } : null)}
        onClose={() => setText('')}
      >
        <ComboboxInput
          id={id}
          aria-invalid={error ? true : undefined}
          placeholder="Comune o stato estero"
          displayValue={(place: PlaceOption | null) => place?.name ?? ''}
          onChange={(event) => setText(event.target.value)}
          className={clsx(
            'w-full rounded-md border px-3 py-2 text-sm focus:outline-none focus:ring-2',
            error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
          )}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-[60] max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
        >
          {!enabled ? (
            <div className="px-3 py-1.5 text-slate-500">Digitare almeno {MIN_LENGTH} caratteri</div>
          ) : isFetching && data.length === 0 ? (
            <div className="px-3 py-1.5 text-slate-500">Ricerca in corso…</div>
          ) : data.length === 0 ? (
            <div className="px-3 py-1.5 text-slate-500">Nessun luogo trovato</div>
          ) : (
            data.map((place) => (
              <ComboboxOption
                key={`${place.kind}:${place.code}`}
                value={place}
                className="cursor-pointer px-3 py-1.5 data-focus:bg-slate-100"
              >
                <span>{place.label}</span>
                <span className="ml-2 text-xs text-slate-500">{place.code}</span>
                {place.kind === 'country' && <span className="ml-2 text-xs text-slate-500">stato estero</span>}
                {place.ceased && <span className="ml-2 text-xs text-amber-700">cessato</span>}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}
