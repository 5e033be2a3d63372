import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CONTRACT_TYPES, REGISTRY_MESSAGES, WORKER_STATUS_FILTERS, type WorkerDetail } from '@tutela/contracts';
import { ActivityLogButton } from '../../components/activity-log/activity-log-button';
import { HistoryButton } from '../../components/history/history-button';
import { Button } from '../../components/ui/button';
import { openConfirm } from '../../components/ui/confirm-dialog/use-confirm';
import { RecordLoader } from '../../components/ui/record-loader';
import { Section } from '../../components/ui/section';
import { useConcurrentEditGuard } from '../../lib/concurrent-edit';
import { formatDate } from '../../lib/format-date';
import { useSnackbar } from '../../lib/use-snackbar';
import { WorkerDataDialog } from './worker-data-dialog';
import { WorkerTransferDialog } from './worker-transfer-dialog';
import { changedPersonalFields, workerFormValues } from './worker-form-values';
import { WorkerHealthSummary } from './worker-health-summary';
import { useUpdateWorker, useWorkerEmployment, useWorkerStatus, workerDetailQuery as workerDetailQueryFor } from './workers-api';
import { ResignedMarker } from './workers-columns';

const SUITABILITY_OPTIONS = [
  { value: 'ID', label: 'Idoneo' },
  { value: 'IP', label: 'Idoneo con prescrizioni' },
  { value: 'IL', label: 'Idoneo con limitazioni' },
  { value: 'IPL', label: 'Idoneo con prescrizioni e limitazioni' },
  { value: 'NI', label: 'Non idoneo' },
];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words">{children || '—'}</dd>
    </>
  );
}

function EmploymentForm({ worker }: { worker: WorkerDetail }) {
  const snackbar = useSnackbar();
  const save = useWorkerEmployment(worker.id);
  const guard = useConcurrentEditGuard();
  const [contract, setContract] = useState(worker.contract ?? '');
  const [suitability, setSuitability] = useState(worker.suitability ?? '');
  const [impact, setImpact] = useState(worker.business_impact ?? '');
  const [excluded, setExcluded] = useState(worker.exclude_ss);
  const select = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm';
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const body = {
          contract: contract || null,
          suitability: suitability || null,
          business_impact: (impact || null) as 'ALTO' | 'BASSO' | null,
          exclude_ss: excluded,
          revision: worker.revision,
        };
        void guard(() => save.mutateAsync(body)).then(
          (saved) => saved && snackbar.show(REGISTRY_MESSAGES.WORKER_SAVED, 'success'),
          (error: Error) => snackbar.show(error.message, 'error'),
        );
      }}
    >
      <label className="text-sm font-medium text-slate-700">
        Tipo di contratto
        <select className={select} disabled={!worker.can_edit} value={contract} onChange={(e) => setContract(e.target.value)}>
          <option value="">—</option>
          {CONTRACT_TYPES.map((type) => (
            <option key={type.code} value={type.code}>
              {type.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        Idoneità
        <select className={select} disabled={!worker.can_edit} value={suitability} onChange={(e) => setSuitability(e.target.value)}>
          <option value="">—</option>
          {SUITABILITY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        Impatto organizzativo
        <select className={select} disabled={!worker.can_edit} value={impact} onChange={(e) => setImpact(e.target.value)}>
          <option value="">—</option>
          {WORKER_STATUS_FILTERS.filter((f) => f.value.endsWith('_IMPATTO')).map((f) => (
            <option key={f.value} value={f.value === 'ALTO_IMPATTO' ? 'ALTO' : 'BASSO'}>
              {f.label.replace(' organizzativo', '')}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input type="checkbox" disabled={!worker.can_edit} checked={excluded} onChange={(e) => setExcluded(e.target.checked)} />
        Escluso dalla sorveglianza sanitaria
      </label>
      {worker.can_edit && (
        <div className="sm:col-span-2 flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Salvataggio…' : 'Salva'}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * The card of one worker. `readOnly` shows a past state (Cronologia): the detail comes with can_edit false, so
 * no edit control shows, and the record's own log and history buttons are left out.
 */
export function WorkerCard({
  worker,
  jobPanel,
  visitsPanel,
  backTo,
  readOnly = false,
}: {
  worker: WorkerDetail;
  jobPanel?: (worker: WorkerDetail) => ReactNode;
  visitsPanel?: (worker: WorkerDetail) => ReactNode;
  backTo: ReactNode;
  readOnly?: boolean;
}) {
  const snackbar = useSnackbar();
  const guard = useConcurrentEditGuard();
  const [editing, setEditing] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const update = useUpdateWorker(worker.id);
  const status = useWorkerStatus(worker.id);
  const resigned = worker.resigned === 1;
  const initial = workerFormValues(worker);

  const toggleResigned = async () => {
    const ok = await openConfirm({
      variant: 'default',
      title: resigned ? 'Riattiva lavoratore' : 'Dimetti lavoratore',
      message: resigned ? `Riattivare ${worker.name}?` : `Segnare ${worker.name} come dimesso? Resterà in archivio.`,
    });
    if (!ok) return;
    status.mutate(resigned ? 'reinstate' : 'resign', {
      onSuccess: () => snackbar.show(REGISTRY_MESSAGES.WORKER_SAVED, 'success'),
      onError: (error) => snackbar.show(error.message, 'error'),
    });
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {backTo}
        <h1 className="text-lg font-semibold text-slate-800" data-testid="worker-name">
          {worker.name}
          <ResignedMarker resigned={worker.resigned} />
        </h1>
        <span className="text-sm text-slate-600">{worker.customer.company_name}</span>
        {!readOnly && (
          <div className="ml-auto flex gap-2">
            <ActivityLogButton logName="worker" subjectId={worker.id} />
            <HistoryButton kind="worker" id={worker.id} />
          </div>
        )}
      </div>

      <Section
        title="Dati anagrafici"
        actions={
          worker.can_edit ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Modifica
            </Button>
          ) : undefined
        }
      >
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] xl:grid-cols-[10rem_1fr_10rem_1fr]">
          <Field label="Nome">{worker.first_name}</Field>
          <Field label="Cognome">{worker.last_name}</Field>
          <Field label="Sesso">{worker.sex === 'F' ? 'Femmina' : 'Maschio'}</Field>
          <Field label="Codice fiscale">
            <span className="font-mono" data-testid="worker-fiscal-code">
              {worker.fiscal_code}
            </span>
          </Field>
          <Field label="Data di nascita">
            {formatDate(worker.birth_date)}
            {worker.age !== null ? ` (${worker.age} anni)` : ''}
          </Field>
          <Field label="Luogo di nascita">{worker.birth_place.comune}</Field>
          <Field label="Email">{worker.email}</Field>
          <Field label="Sede">{worker.factory?.name}</Field>
        </dl>
      </Section>

      <Section title="Dati contrattuali">
        <EmploymentForm key={worker.revision} worker={worker} />
      </Section>

      <Section title="Mansione, rischi e protocollo sanitario">
        {jobPanel ? jobPanel(worker) : <WorkerHealthSummary worker={worker} />}
      </Section>

      {visitsPanel && <Section title="Visite">{visitsPanel(worker)}</Section>}

      <Section title="Stato">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>{resigned ? `Dimesso dal ${formatDate(worker.resigned_on)}` : 'In forza'}</span>
          {worker.can_edit && (
            <Button variant={resigned ? 'secondary' : 'danger'} onClick={() => void toggleResigned()} disabled={status.isPending}>
              {resigned ? 'Riattiva' : 'Dimetti'}
            </Button>
          )}
          {worker.can_edit && (
            <Button variant="secondary" onClick={() => setTransferring(true)}>
              Trasferisci
            </Button>
          )}
        </div>
      </Section>

      {transferring && <WorkerTransferDialog worker={worker} open onClose={() => setTransferring(false)} />}
      <WorkerDataDialog
        key={worker.revision}
        open={editing}
        onClose={() => setEditing(false)}
        title="Dati lavoratore"
        initial={initial}
        submitLabel="Salva"
        companyLocked
        onSubmit={async (values) => {
          const changes = changedPersonalFields(initial, values);
          if (!changes) {
            setEditing(false);
            return;
          }
          // A 409: the mutation has reloaded the card, which now shows the other user's version.
          const saved = await guard(() => update.mutateAsync({ ...changes, revision: worker.revision }));
          setEditing(false);
          if (saved) snackbar.show(REGISTRY_MESSAGES.WORKER_SAVED, 'success');
        }}
      />
    </div>
  );
}

/**
 * The worker card (workers/list/card/{id}, customers/list/card/{customer}/worker/{id}): personal data, contract,
 * job with hazards and health protocol, resign/reinstate, activity log. `jobPanel` lets the route put the jobs
 * context's editing panel in place of the read-only summary.
 */
export function WorkerCardPage({
  id,
  jobPanel,
  visitsPanel,
  back = { to: '/workers/list', label: 'Lavoratori' },
}: {
  id: string;
  jobPanel?: (worker: WorkerDetail) => ReactNode;
  /** The examinations context's 'Visite' section (medicine only), composed by the route like `jobPanel`. */
  visitsPanel?: (worker: WorkerDetail) => ReactNode;
  back?: { to: string; label: string };
}) {
  return (
    <RecordLoader
      query={useQuery(workerDetailQueryFor(id))}
      notFound={REGISTRY_MESSAGES.WORKER_NOT_FOUND}
      failed="Impossibile caricare il lavoratore"
    >
      {(worker) => (
        <WorkerCard
          worker={worker}
          jobPanel={jobPanel}
          visitsPanel={visitsPanel}
          backTo={
            <Link to={back.to} className="text-sm text-brand-700 hover:underline">
              ← {back.label}
            </Link>
          }
        />
      )}
    </RecordLoader>
  );
}
