import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { JOB_LEVELS, REGISTRY_MESSAGES, type HazardAssignment, type HealthProtocolEntry, type JobDetail } from '@tutela/contracts';
import { ActivityLogButton } from '../../components/activity-log/activity-log-button';
import { HistoryButton } from '../../components/history/history-button';
import { assignedCatalogue, HazardForm } from '../../components/registry/hazard-form';
import { HealthProtocolTable } from '../../components/registry/health-protocol-table';
import { Button } from '../../components/ui/button';
import { openConfirm } from '../../components/ui/confirm-dialog/use-confirm';
import { FormAlert } from '../../components/ui/form-parts';
import { RecordLoader } from '../../components/ui/record-loader';
import { Section } from '../../components/ui/section';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-error';
import { useConcurrentEditGuard } from '../../lib/concurrent-edit';
import { useUserData } from '../../lib/session';
import { useSnackbar } from '../../lib/use-snackbar';
import { canWriteJobs } from './job-permissions';
import { hazardCatalogueQuery, jobDetailQuery, useRetireJob, useSetJobHazards, useSetJobProtocol, useUpdateJob } from './jobs-api';

/** Shown when the card was stale: someone saved the job after it was loaded. */
export const JOB_CHANGED_MEANWHILE =
  'Un altro utente ha modificato la mansione nel frattempo: la scheda è stata ricaricata, ripetere le modifiche';

export function toAssignments(job: JobDetail): HazardAssignment[] {
  return job.hazards.map((hazard) => ({
    hazardId: hazard.id,
    evaluationDate: hazard.pivot.evaluation_date,
    expositionDays: hazard.pivot.exposition_days,
    frequency: hazard.pivot.exposition_frequency as HazardAssignment['frequency'],
    formData: hazard.pivot.form_data,
  }));
}

export function toProtocol(job: JobDetail): HealthProtocolEntry[] {
  return job.health_protocol.map((row) => ({
    examinationTypeId: row.examination_type_id,
    period: row.period,
    periodInJob: row.period_in_job,
  }));
}

/**
 * With active workers, a change asks whether they get it too ('workerpropagate'); null: the user cancelled.
 */
async function askPropagation(job: JobDetail): Promise<boolean | null> {
  if (job.activeWorkers === 0) return false;
  const answer = await openConfirm({
    variant: 'workerpropagate',
    workers: [],
    message: REGISTRY_MESSAGES.PROPAGATE_QUESTION(job.activeWorkers),
  });
  return answer === null ? null : answer === 'propagate';
}

/** A 409 says why the card reloaded (the mutation reloads it); a 403 and other failures are said here or by the caller. */
function useConflictAware() {
  const snackbar = useSnackbar();
  const guard = useConcurrentEditGuard(JOB_CHANGED_MEANWHILE);
  return async (save: () => Promise<unknown>, success: string, failure: string, onError?: (error: ApiError) => void) => {
    try {
      if (await guard(save)) snackbar.show(success, 'success');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403)
        snackbar.show(error.message || REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS, 'error');
      else if (error instanceof ApiError) onError?.(error);
      else snackbar.show(failure, 'error');
    }
  };
}

function JobFields({ job, writable }: { job: JobDetail; writable: boolean }) {
  const update = useUpdateJob(job.id);
  const run = useConflictAware();
  const [values, setValues] = useState({
    name: job.name,
    name_eng: job.name_eng ?? '',
    description: job.description ?? '',
    level: job.level,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = () =>
    run(
      () =>
        update.mutateAsync({
          ...values,
          name_eng: values.name_eng || null,
          description: values.description || null,
          revision: job.revision,
        }),
      REGISTRY_MESSAGES.JOB_SAVED,
      REGISTRY_MESSAGES.JOB_SAVE_FAILED,
      (error) => setErrors(Object.fromEntries(Object.entries(error.errors ?? {}).map(([k, v]) => [k, v[0] ?? '']))),
    );
  return (
    <Section headingId="job-fields" title="Dati della mansione">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          label="Nome"
          value={values.name}
          disabled={!writable}
          error={errors.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
        <TextField
          label="Nome inglese"
          value={values.name_eng}
          disabled={!writable}
          onChange={(e) => setValues({ ...values, name_eng: e.target.value })}
        />
        <TextField
          label="Descrizione"
          className="md:col-span-2"
          value={values.description}
          disabled={!writable}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
        />
        <label className="flex flex-col text-sm font-medium text-slate-700">
          Livello
          <select
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            value={values.level}
            disabled={!writable}
            onChange={(e) => setValues({ ...values, level: Number(e.target.value) })}
          >
            {JOB_LEVELS.map((value) => (
              <option key={value} value={value}>
                {value === 1 ? '1 - rischi con schede specifiche' : String(value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {writable && (
        <div className="mt-4 flex justify-end">
          <Button onClick={() => void save()} disabled={update.isPending || !values.name.trim()}>
            {update.isPending ? 'Salvataggio…' : 'Salva'}
          </Button>
        </div>
      )}
    </Section>
  );
}

function JobHazards({ job, writable, entityId }: { job: JobDetail; writable: boolean; entityId: string }) {
  // Readers (customer-side users) do not get the entity's catalogue: they see the job's own hazards.
  const catalogue = useQuery({ ...hazardCatalogueQuery(entityId), enabled: writable });
  const entries = writable ? catalogue.data : assignedCatalogue(job.hazards);
  const setHazards = useSetJobHazards(job.id);
  const run = useConflictAware();
  const [hazards, setList] = useState(() => toAssignments(job));
  const [alert, setAlert] = useState<string | null>(null);
  const save = async () => {
    const propagate = await askPropagation(job);
    if (propagate === null) return;
    setAlert(null);
    await run(
      () => setHazards.mutateAsync({ hazards, propagate, revision: job.revision }),
      REGISTRY_MESSAGES.JOB_SAVED,
      REGISTRY_MESSAGES.HAZARDS_SAVE_FAILED,
      (error) => setAlert(Object.values(error.errors ?? {}).flat()[0] ?? REGISTRY_MESSAGES.HAZARDS_SAVE_FAILED),
    );
  };
  return (
    <Section
      headingId="job-hazards"
      title="Rischi"
      aside={
        <>
          <span className="text-xs text-slate-500">{hazards.length} selezionati</span>
          {job.level !== 1 && (
            <span className="text-xs text-slate-500">· le schede specifiche si compilano solo per le mansioni di livello 1</span>
          )}
        </>
      }
    >
      <FormAlert message={alert} />
      {entries ? (
        <HazardForm catalogue={entries} value={hazards} onChange={setList} detailed={job.level === 1} disabled={!writable} />
      ) : (
        <p className="text-sm text-slate-500">{catalogue.isError ? 'Catalogo dei rischi non disponibile' : 'Caricamento…'}</p>
      )}
      {writable && (
        <div className="mt-4 flex justify-end">
          <Button onClick={() => void save()} disabled={setHazards.isPending}>
            {setHazards.isPending ? 'Salvataggio…' : 'Salva rischi'}
          </Button>
        </div>
      )}
    </Section>
  );
}

function JobProtocol({ job, writable, userLevel }: { job: JobDetail; writable: boolean; userLevel: number }) {
  const setProtocol = useSetJobProtocol(job.id);
  const run = useConflictAware();
  const [rows, setRows] = useState(() => toProtocol(job));
  const [alert, setAlert] = useState<string | null>(null);
  const save = async () => {
    const propagate = await askPropagation(job);
    if (propagate === null) return;
    setAlert(null);
    await run(
      () => setProtocol.mutateAsync({ protocol: rows, propagate, revision: job.revision }),
      REGISTRY_MESSAGES.PROTOCOL_SAVED,
      REGISTRY_MESSAGES.JOB_SAVE_FAILED,
      (error) => setAlert(Object.values(error.errors ?? {}).flat()[0] ?? error.message),
    );
  };
  return (
    <Section headingId="job-protocol" title="Protocollo sanitario">
      <FormAlert message={alert} />
      <HealthProtocolTable rows={rows} onChange={writable ? setRows : undefined} userLevel={userLevel} />
      {rows.length === 0 && !writable && <p className="text-sm text-slate-500">Nessun accertamento previsto</p>}
      {writable && (
        <div className="mt-4 flex justify-end">
          <Button onClick={() => void save()} disabled={setProtocol.isPending}>
            {setProtocol.isPending ? 'Salvataggio…' : 'Salva protocollo'}
          </Button>
        </div>
      )}
    </Section>
  );
}

/** The job's card; `readOnly` shows a past state (Cronologia): the same sections, no command. */
export function JobCard({ job, readOnly = false }: { job: JobDetail; readOnly?: boolean }) {
  const { user, permission } = useUserData();
  const navigate = useNavigate();
  const retire = useRetireJob(job.id);
  const snackbar = useSnackbar();
  const writable = !readOnly && canWriteJobs(user) && !job.retired;
  const general = job.customer_id === null;
  const confirmRetire = async () => {
    if (
      !(await openConfirm({
        variant: 'default',
        title: 'Elimina mansione',
        message: `Eliminare la mansione «${job.name}»? Resterà nello storico dei lavoratori.`,
      }))
    )
      return;
    await retire.mutateAsync();
    snackbar.show(REGISTRY_MESSAGES.JOB_RETIRED_OK, 'success');
    void navigate({ to: general ? '/jobs/glist' : '/jobs/list' });
  };
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {!readOnly && (
          <Link to={general ? '/jobs/glist' : '/jobs/list'} className="text-sm text-brand-700 hover:underline">
            ← {general ? 'Mansioni generali' : 'Mansioni specifiche'}
          </Link>
        )}
        <h1 className="text-lg font-semibold text-slate-800">{job.name}</h1>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {general ? 'Generale' : `${job.customer?.company_name ?? 'Specifica'}${job.factory ? ` · ${job.factory.name}` : ''}`}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">Livello {job.level}</span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
          {job.activeWorkers === 1 ? '1 lavoratore attivo' : `${job.activeWorkers} lavoratori attivi`}
        </span>
        {job.retired && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-700">ELIMINATA</span>}
        <div className="ml-auto flex gap-2">
          {!readOnly && <ActivityLogButton logName="job" subjectId={job.id} />}
          {!readOnly && <HistoryButton kind="job" id={job.id} />}
          {writable && (
            <Button variant="danger" onClick={() => void confirmRetire()} disabled={retire.isPending}>
              Elimina
            </Button>
          )}
        </div>
      </div>
      {/* A new revision (own save, or a reload after a conflict) starts each part again from the server's data. */}
      <JobFields key={`fields-${job.revision}`} job={job} writable={writable} />
      {/* The protocol is short and the hazard list long (the whole catalogue): each gets the full width. */}
      <JobProtocol key={`protocol-${job.revision}`} job={job} writable={writable} userLevel={permission.level} />
      <JobHazards key={`hazards-${job.revision}`} job={job} writable={writable} entityId={job.entity_id} />
    </div>
  );
}

/** Job card (jobs/card/{id}): fields, hazards with their forms, health protocol, propagation to active workers. */
export function JobCardPage({ id }: { id: string }) {
  return (
    <RecordLoader query={useQuery(jobDetailQuery(id))} notFound={REGISTRY_MESSAGES.JOB_NOT_FOUND} failed="Impossibile caricare la mansione">
      {(job) => <JobCard job={job} />}
    </RecordLoader>
  );
}
