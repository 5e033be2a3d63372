import { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { CUSTOMER_NOTICES, MESSAGES } from '@tutela/contracts';
import { Icon } from '../icons';
import { CUSTOMER_SEARCH_MIN_LENGTH, searchCustomers, type CustomerOption } from './customer-search';

export interface SelectedCustomer {
  id: string;
  name: string;
  /** 1 'Azienda morosa', 2 'Azienda gravemente morosa': the form shows it as a warning. */
  defaultNotice?: number | null;
}

const noticeLabel = (notice: number | null | undefined) => CUSTOMER_NOTICES.find((option) => option.value === notice)?.label;

const DEBOUNCE_MS = 300;

/**
 * Customer autocomplete (spec part 1 §2 "Dialogs", part 2 §2.1), reusable by any form: searches GET
 * lookups/customers after more than 2 characters, never offers resigned customers, shows 'Campo obbligatorio'
 * when required and empty, and the customer's notice ('Azienda morosa') once chosen. Only a customer picked
 * from the options is accepted: free text is not a customer.
 */
export function CustomerAutocomplete({
  value,
  onChange,
  required = false,
  label = 'Azienda',
  className,
}: {
  value: SelectedCustomer | null;
  onChange: (customer: SelectedCustomer | null) => void;
  required?: boolean;
  label?: string;
  className?: string;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const enabled = search.length >= CUSTOMER_SEARCH_MIN_LENGTH;
  const {
    data = [],
    isFetching,
    isError,
  } = useQuery({
    queryKey: ['customers', 'autocomplete', search],
    queryFn: ({ signal }) => searchCustomers(search, signal),
    enabled,
    staleTime: 60_000,
  });
  const selected: CustomerOption | null = value
    ? { id: value.id, company_name: value.name, default_notice: null, location: { comune: null } }
    : null;
  const missing = required && !value;

  return (
    <div className={clsx('flex min-w-56 flex-col', className)}>
      <Combobox
        value={selected}
        by="id"
        onChange={(customer: CustomerOption | null) =>
          onChange(customer ? { id: customer.id, name: customer.company_name, defaultNotice: customer.default_notice } : null)
        }
        onClose={() => setText('')}
      >
        <div className="relative">
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          <ComboboxInput
            id={inputId}
            aria-invalid={missing || undefined}
            placeholder={label + (required ? ' *' : '')}
            displayValue={(customer: CustomerOption | null) => customer?.company_name ?? ''}
            onChange={(event) => setText(event.target.value)}
            className={clsx('w-full rounded-md border py-1.5 pr-14 pl-2 text-sm', missing ? 'border-red-500' : 'border-slate-300')}
          />
          {value && (
            <button
              type="button"
              aria-label="Cancella azienda"
              title="Cancella azienda"
              onClick={() => onChange(null)}
              className="absolute top-1/2 right-7 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-slate-500 hover:bg-slate-100"
            >
              <Icon name="close" className="size-4" />
            </button>
          )}
          <ComboboxButton
            aria-label="Mostra le aziende"
            title="Mostra le aziende"
            className="absolute top-1/2 right-1 inline-flex size-6 -translate-y-1/2 items-center justify-center text-slate-600"
          >
            <Icon name="chevronDown" className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
        >
          {!enabled ? (
            <div className="px-3 py-1.5 text-slate-500">Digitare almeno {CUSTOMER_SEARCH_MIN_LENGTH} caratteri</div>
          ) : isFetching && data.length === 0 ? (
            <div className="px-3 py-1.5 text-slate-500">Ricerca in corso…</div>
          ) : isError ? (
            <div className="px-3 py-1.5 text-red-700">Ricerca aziende non disponibile</div>
          ) : data.length === 0 ? (
            <div className="px-3 py-1.5 text-slate-500">Nessuna azienda trovata</div>
          ) : (
            data.map((customer) => (
              <ComboboxOption key={customer.id} value={customer} className="cursor-pointer px-3 py-1.5 data-focus:bg-slate-100">
                {customer.company_name}
                {noticeLabel(customer.default_notice) && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">{noticeLabel(customer.default_notice)}</span>
                )}
              </ComboboxOption>
            ))
          )}
        </ComboboxOptions>
      </Combobox>
      {missing && (
        <span role="alert" className="mt-0.5 text-xs text-red-700">
          {MESSAGES.REQUIRED}
        </span>
      )}
      {noticeLabel(value?.defaultNotice) && (
        <span className="mt-0.5 text-xs font-semibold text-amber-800">⚠ {noticeLabel(value?.defaultNotice)}</span>
      )}
    </div>
  );
}
