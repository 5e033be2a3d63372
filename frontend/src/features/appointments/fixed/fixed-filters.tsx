import { useQuery } from '@tanstack/react-query';
import type { ExtraFiltersApi } from '../../../components/list/generic-list';
import { DateInput } from '../../../components/ui/date-input';
import { doctorsQuery } from '../appointments-api';
import { STATUS_LABELS } from './fixed-rules';

const SELECT = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

/**
 * Fissati's own filters (the GET's from, to, med, confirmed, status). The physician choice is the provider's: a
 * customer-side user does not get the entity's doctors, so `withPhysician` is false for them.
 */
export function FixedFilters({ values, setValue, withPhysician }: ExtraFiltersApi & { withPhysician: boolean }) {
  const doctors = useQuery({ ...doctorsQuery(), enabled: withPhysician });
  return (
    <>
      <div className="flex items-center gap-1 text-sm">
        <label className="flex items-center gap-1">
          <span className="text-slate-600">Dal</span>
          <DateInput className={`${SELECT} w-28`} value={values.from ?? ''} onChange={(iso) => setValue('from', iso)} />
        </label>
        <label className="flex items-center gap-1">
          <span className="text-slate-600">Al</span>
          <DateInput className={`${SELECT} w-28`} value={values.to ?? ''} onChange={(iso) => setValue('to', iso)} />
        </label>
      </div>
      {withPhysician && (
        <select
          aria-label="Medico"
          className={`${SELECT} max-w-48`}
          value={values.med ?? ''}
          onChange={(e) => setValue('med', e.target.value)}
        >
          <option value="">Tutti i medici</option>
          {(doctors.data ?? []).map((doctor) => (
            <option key={doctor.id} value={doctor.id}>
              {doctor.name}
            </option>
          ))}
        </select>
      )}
      <select
        aria-label="Conferma"
        className={SELECT}
        value={values.confirmed ?? ''}
        onChange={(e) => setValue('confirmed', e.target.value)}
        data-testid="filter-confirmed"
      >
        <option value="">Confermati e da confermare</option>
        <option value="0">Da confermare</option>
        <option value="1">Confermati</option>
      </select>
      <select
        aria-label="Stato"
        className={SELECT}
        value={values.status ?? ''}
        onChange={(e) => setValue('status', e.target.value)}
        data-testid="filter-status"
      >
        <option value="">Tutti gli stati</option>
        {Object.entries(STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </>
  );
}
