import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { JOB_LEVELS, MESSAGES, REGISTRY_MESSAGES } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { FormAlert } from '../../components/ui/form-parts';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-error';
import { useSnackbar } from '../../lib/use-snackbar';
import { customerChoicesQuery, factoryChoicesQuery, useCreateJob } from './jobs-api';

const selectClass =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

/** 'Nuova mansione': a general job of the catalogue, or (specific) a job of one factory of one customer. */
export function JobCreateDialog({
  general,
  onClose,
  onCreated,
}: {
  general: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateJob();
  const snackbar = useSnackbar();
  const [name, setName] = useState('');
  const [level, setLevel] = useState(2);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [factoryId, setFactoryId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const customers = useQuery({ ...customerChoicesQuery(), enabled: !general });
  const factories = useQuery({ ...factoryChoicesQuery(customerId), enabled: !general && customerId !== null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = MESSAGES.REQUIRED;
    if (!general && !customerId) found.customer_id = MESSAGES.REQUIRED;
    if (!general && !factoryId) found.factory_id = MESSAGES.REQUIRED;
    setErrors(found);
    if (Object.keys(found).length) {
      setAlert(REGISTRY_MESSAGES.REQUIRED_FIELDS_MISSING);
      return;
    }
    setAlert(null);
    try {
      const answer = await create.mutateAsync({ name, level, ...(general ? {} : { customer_id: customerId, factory_id: factoryId }) });
      snackbar.show(REGISTRY_MESSAGES.JOB_CREATED, 'success');
      onCreated(answer.data.id);
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
      setAlert(error instanceof Error ? error.message : REGISTRY_MESSAGES.JOB_SAVE_FAILED);
    }
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      title={general ? 'Nuova mansione generale' : 'Nuova mansione specifica'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {MESSAGES.DIALOG_CANCEL}
          </Button>
          <Button type="submit" form="job-create" disabled={create.isPending}>
            {create.isPending ? 'Salvataggio…' : 'Crea'}
          </Button>
        </>
      }
    >
      <form id="job-create" className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <FormAlert message={alert} />
        <TextField label="Nome" value={name} error={errors.name} onChange={(e) => setName(e.target.value)} autoFocus />
        <label className="flex flex-col text-sm font-medium text-slate-700">
          Livello
          <select className={selectClass} value={level} onChange={(e) => setLevel(Number(e.target.value))}>
            {JOB_LEVELS.map((value) => (
              <option key={value} value={value}>
                {value === 1 ? '1 - rischi con schede specifiche' : String(value)}
              </option>
            ))}
          </select>
        </label>
        {!general && (
          <>
            <label className="flex flex-col text-sm font-medium text-slate-700">
              Azienda
              <select
                className={selectClass}
                value={customerId ?? ''}
                onChange={(e) => (setCustomerId(e.target.value || null), setFactoryId(null))}
              >
                <option value="">—</option>
                {(customers.data ?? []).map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customer.company_name}
                  </option>
                ))}
              </select>
              {errors.customer_id && <span className="mt-1 text-xs font-normal text-red-600">{errors.customer_id}</span>}
            </label>
            <label className="flex flex-col text-sm font-medium text-slate-700">
              Sede
              <select
                className={selectClass}
                value={factoryId ?? ''}
                disabled={!customerId}
                onChange={(e) => setFactoryId(e.target.value || null)}
              >
                <option value="">—</option>
                {(factories.data ?? []).map((factory) => (
                  <option key={factory.id} value={factory.id}>
                    {factory.name}
                  </option>
                ))}
              </select>
              {errors.factory_id && <span className="mt-1 text-xs font-normal text-red-600">{errors.factory_id}</span>}
            </label>
          </>
        )}
      </form>
    </DialogFrame>
  );
}
