import { useQuery } from '@tanstack/react-query';
import { EXAMINATION_TYPES } from '@tutela/contracts';
import type { ExtraFiltersApi } from '../../../components/list/generic-list';
import { doctorsQuery } from '../appointments-api';
import { factoryOptionsQuery } from './to-schedule-api';

const FIELD = 'rounded-md border border-slate-300 px-2 py-1.5 text-sm';
const PROTOCOL_TYPES = EXAMINATION_TYPES.filter((type) => type.health_protocol);

/** Da fissare's filters beyond customer and window: the site, the physician, the protocol's examination type. */
export function ToScheduleFilters({ values, setValue, customerId }: ExtraFiltersApi) {
  const factories = useQuery(factoryOptionsQuery(customerId));
  const doctors = useQuery(doctorsQuery());
  return (
    <>
      <select
        aria-label="Sede"
        className={FIELD}
        value={customerId ? (values.factory_id ?? '') : ''}
        disabled={!customerId}
        onChange={(e) => setValue('factory_id', e.target.value)}
      >
        <option value="">Tutte le sedi</option>
        {(factories.data ?? []).map((factory) => (
          <option key={factory.id} value={factory.id}>
            {factory.name}
          </option>
        ))}
      </select>
      <select aria-label="Medico" className={FIELD} value={values.med ?? ''} onChange={(e) => setValue('med', e.target.value)}>
        <option value="">Tutti i medici</option>
        {(doctors.data ?? []).map((doctor) => (
          <option key={doctor.id} value={doctor.id}>
            {doctor.name}
          </option>
        ))}
      </select>
      <select aria-label="Accertamento" className={FIELD} value={values.extype ?? ''} onChange={(e) => setValue('extype', e.target.value)}>
        <option value="">Tutti gli accertamenti</option>
        {PROTOCOL_TYPES.map((type) => (
          <option key={type.id} value={String(type.id)}>
            {type.name}
          </option>
        ))}
      </select>
    </>
  );
}
