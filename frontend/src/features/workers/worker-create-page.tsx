import { useNavigate } from '@tanstack/react-router';
import { REGISTRY_MESSAGES } from '@tutela/contracts';
import { Section } from '../../components/ui/section';
import { useSnackbar } from '../../lib/use-snackbar';
import { WorkerForm } from './worker-form';
import { EMPTY_WORKER_FORM, hireRequest } from './worker-form-values';
import { useHireWorker } from './workers-api';

/** workers/list/add: a new worker (the header's add button leads here). */
export function WorkerCreatePage({ customer }: { customer?: { id: string; name: string } | null }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const hire = useHireWorker();
  return (
    <div className="p-4">
      <Section className="mx-auto max-w-3xl">
        <h1 className="mb-4 text-lg font-semibold text-slate-800">Nuovo lavoratore</h1>
        <WorkerForm
          initial={{ ...EMPTY_WORKER_FORM, customer: customer ?? null }}
          submitLabel="Salva"
          onCancel={() => void navigate({ to: '/workers/list' })}
          onSubmit={async (values) => {
            const answer = await hire.mutateAsync(hireRequest(values));
            snackbar.show(REGISTRY_MESSAGES.WORKER_SAVED, 'success');
            await navigate({ to: '/workers/list/card/$id', params: { id: answer.data.id } });
          }}
        />
      </Section>
    </div>
  );
}
