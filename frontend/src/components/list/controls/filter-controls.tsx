import { memo } from 'react';
import { CONTRACT_TYPES, CUSTOMER_TYPE_FILTERS, MESSAGES, WORKER_STATUS_FILTERS } from '@tutela/contracts';
import type { ListControls, ListFilters } from '../list-types';
import { CustomerAutocomplete } from './customer-autocomplete';
import { DateInput } from '../../ui/date-input';

const SELECT = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

interface Option {
  value: string;
  label: string;
}

function FilterSelect({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  /** Label of the empty choice; omitted when the options already hold an "all" value. */
  allLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col text-xs text-slate-600">
      <span className="sr-only">{label}</span>
      <select aria-label={label} className={SELECT} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const CONTRACT_OPTIONS: readonly Option[] = CONTRACT_TYPES.map((c) => ({ value: c.code, label: c.label }));

/** The filter controls a list asks for (spec part 2 §2.1); each change goes back to page 1. */
export const FilterControls = memo(function FilterControls({
  controls,
  filters,
  onChange,
}: {
  controls: ListControls;
  filters: ListFilters;
  onChange: (patch: Partial<ListFilters>) => void;
}) {
  const customerRequired = typeof controls.customer === 'object' && controls.customer.required === true;
  return (
    <>
      {controls.customer && (
        <CustomerAutocomplete
          required={customerRequired}
          value={filters.customerId ? { id: filters.customerId, name: filters.customerName ?? '' } : null}
          onChange={(customer) => onChange({ customerId: customer?.id ?? null, customerName: customer?.name ?? null })}
        />
      )}
      {controls.customerType && (
        <FilterSelect
          label="Tipo azienda"
          value={filters.customerType}
          options={CUSTOMER_TYPE_FILTERS}
          onChange={(customerType) => onChange({ customerType })}
        />
      )}
      {controls.workerStatus && (
        <FilterSelect
          label="Stato lavoratore"
          value={filters.workerStatus}
          options={WORKER_STATUS_FILTERS}
          allLabel="Tutti gli stati"
          onChange={(workerStatus) => onChange({ workerStatus })}
        />
      )}
      {controls.contractType && (
        <FilterSelect
          label="Tipo contratto"
          value={filters.contractType}
          options={CONTRACT_OPTIONS}
          allLabel="Tutti i contratti"
          onChange={(contractType) => onChange({ contractType })}
        />
      )}
      {controls.dateRange && (
        <div className="flex items-center gap-1 text-sm">
          <label className="flex items-center gap-1">
            <span className="text-slate-600">Dal</span>
            <DateInput className={`${SELECT} w-28`} value={filters.fromDate} onChange={(fromDate) => onChange({ fromDate })} />
          </label>
          <label className="flex items-center gap-1">
            <span className="text-slate-600">Al</span>
            <DateInput className={`${SELECT} w-28`} value={filters.toDate} onChange={(toDate) => onChange({ toDate })} />
          </label>
        </div>
      )}
      {controls.hideInactive && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300"
            checked={filters.hideInactive}
            onChange={(event) => onChange({ hideInactive: event.target.checked })}
          />
          {MESSAGES.HIDE_INACTIVE}
        </label>
      )}
    </>
  );
});
