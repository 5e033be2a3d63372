import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatErrorsMap, MESSAGES, REGISTRY_MESSAGES, type WorkerDetail } from '@tutela/contracts';
import { CustomerAutocomplete, type SelectedCustomer } from '../../components/list/controls/customer-autocomplete';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { FormActions, FormAlert } from '../../components/ui/form-parts';
import { ApiError } from '../../lib/api-client';
import { useSnackbar } from '../../lib/use-snackbar';
import { customerFactoriesQueryFor, useTransferWorker } from './workers-api';

const selectClass =
  'w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

/**
 * Moves a worker to another company or site (a correction: the worker was registered under the wrong one, or
 * the company took over the site). The server checks that the caller may change the worker where it is and
 * where it goes; the job stays as it was and is reassigned from the card.
 */
export function WorkerTransferDialog({ worker, open, onClose }: { worker: WorkerDetail; open: boolean; onClose: () => void }) {
  const snackbar = useSnackbar();
  const transfer = useTransferWorker(worker.id);
  const [customer, setCustomer] = useState<SelectedCustomer | null>({ id: worker.customer_id, name: worker.customer.company_name });
  const [factoryId, setFactoryId] = useState<string>(worker.factory_id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const factories = useQuery(customerFactoriesQueryFor(customer?.id ?? null));

  const unchanged = customer?.id === worker.customer_id && (factoryId || null) === worker.factory_id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!customer) return;
    if (unchanged) {
      onClose();
      return;
    }
    try {
      await transfer.mutateAsync({ customer_id: customer.id, factory_id: factoryId || null });
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errors ? formatErrorsMap(failure.errors) : failure.message) : MESSAGES.SERVER_ERROR);
      return;
    }
    snackbar.show(REGISTRY_MESSAGES.WORKER_SAVED, 'success');
    onClose();
  };

  return (
    <DialogFrame open={open} onClose={onClose} title="Trasferisci lavoratore" width="36rem">
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <p className="text-slate-600">
          {worker.name} passa a un’altra azienda o sede. Mansione, rischi e protocollo restano quelli attuali: riassegnali dalla scheda se
          cambiano.
        </p>
        <FormAlert message={error} />
        <CustomerAutocomplete
          value={customer}
          required={submitted}
          onChange={(next) => {
            setCustomer(next);
            setFactoryId('');
          }}
        />
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-700">Sede</span>
          <select
            className={selectClass}
            value={factoryId}
            onChange={(event) => setFactoryId(event.target.value)}
            disabled={!customer || factories.isPending}
          >
            <option value="">— Nessuna sede —</option>
            {(factories.data ?? []).map((factory) => (
              <option key={factory.id} value={factory.id}>
                {factory.name}
              </option>
            ))}
          </select>
        </label>
        <FormActions saving={transfer.isPending} submitLabel="Trasferisci" onCancel={onClose} />
      </form>
    </DialogFrame>
  );
}
