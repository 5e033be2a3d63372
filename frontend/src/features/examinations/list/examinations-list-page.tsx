import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FITNESS_OUTCOMES, type ExaminationListRow } from '@tutela/contracts';
import type { ExtraFiltersApi } from '../../../components/list/generic-list';
import { ListPage } from '../../../components/list/list-page';
import type { ListControls } from '../../../components/list/list-types';
import { apiFetch } from '../../../lib/api-client';
import { EXAMINATIONS_TABLE, fetchExaminationsPage } from '../examinations-api';
import { EXAMINATIONS_COLUMNS } from './examinations-columns';
import { DateInput } from '../../../components/ui/date-input';

const CONTROLS: ListControls = { search: true, customer: true };
const FIELD = 'rounded-md border border-slate-300 px-2 py-1.5 text-sm';
export const STATUS_FILTERS = [
  { value: '0', label: 'Non firmata' },
  { value: '1', label: 'Firmata' },
  { value: '-1', label: 'ATT' },
] as const;

function FactoryFilter({ customerId, value, onChange }: { customerId: string | null; value: string; onChange: (v: string) => void }) {
  const factories = useQuery({
    queryKey: ['examinations', 'factory-choices', customerId],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: { factories: { id: string; name: string }[] } }>(`/api/md/customers/${encodeURIComponent(customerId!)}`, {
          signal,
        })
      ).data.factories,
    enabled: !!customerId,
  });
  return (
    <select aria-label="Sede" className={FIELD} value={value} disabled={!customerId} onChange={(e) => onChange(e.target.value)}>
      <option value="">Tutte le sedi</option>
      {(factories.data ?? []).map((f) => (
        <option key={f.id} value={f.id}>
          {f.name}
        </option>
      ))}
    </select>
  );
}

/** Filters of the visits list beyond search and customer: factory, date range, outcome, status. */
function ExaminationFilters({ values, setValue, customerId }: ExtraFiltersApi) {
  return (
    <>
      <FactoryFilter
        customerId={customerId}
        value={customerId ? (values.factory_id ?? '') : ''}
        onChange={(v) => setValue('factory_id', v)}
      />
      <label className="flex items-center gap-1 text-sm text-slate-600">
        Dal
        <DateInput aria-label="Dal" className={`${FIELD} w-28`} value={values.from ?? ''} onChange={(iso) => setValue('from', iso)} />
      </label>
      <label className="flex items-center gap-1 text-sm text-slate-600">
        Al
        <DateInput aria-label="Al" className={`${FIELD} w-28`} value={values.to ?? ''} onChange={(iso) => setValue('to', iso)} />
      </label>
      <select aria-label="Giudizio" className={FIELD} value={values.outcome ?? ''} onChange={(e) => setValue('outcome', e.target.value)}>
        <option value="">Tutti i giudizi</option>
        {FITNESS_OUTCOMES.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
      <select aria-label="Stato" className={FIELD} value={values.status ?? ''} onChange={(e) => setValue('status', e.target.value)}>
        <option value="">Tutti gli stati</option>
        {STATUS_FILTERS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Reportistica amm. › Visite effettuate: every visit of the caller's scope; a row opens the visit. */
export function ExaminationsListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<ExaminationListRow>
      tableName={EXAMINATIONS_TABLE}
      title="Visite effettuate"
      columns={EXAMINATIONS_COLUMNS}
      fetchPage={fetchExaminationsPage}
      controls={CONTROLS}
      csvFileName="visite-effettuate"
      extraFilters={(api) => <ExaminationFilters {...api} />}
      onRowClick={(row) => void navigate({ to: '/examination/1/$key', params: { key: row.key } })}
    />
  );
}
