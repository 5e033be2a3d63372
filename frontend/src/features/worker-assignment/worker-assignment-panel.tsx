import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isCustomerSideUser, JOB_WRITE_MIN_LEVEL, REGISTRY_MESSAGES, type HazardAssignment, type WorkerDetail } from '@tutela/contracts';
import { assignedCatalogue, HazardForm } from '../../components/registry/hazard-form';
import { HealthProtocolTable, type ProtocolTableRow } from '../../components/registry/health-protocol-table';
import { JobAssignmentForm } from '../../components/registry/job-assignment-form';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-parts';
import { Section } from '../../components/ui/section';
import { ApiError } from '../../lib/api-error';
import { useUserData } from '../../lib/session';
import { useSnackbar } from '../../lib/use-snackbar';
import {
  customerFactoriesQuery,
  factoryDepartmentsQuery,
  jobLookupQuery,
  useAssignWorkerJob,
  useSetWorkerHazards,
  useSetWorkerProtocol,
  workerHazardCatalogueQuery,
} from './worker-assignment-api';

export interface WorkerAssignmentPanelProps {
  worker: WorkerDetail;
  /** Called after each save (the card reloads the worker). */
  onChanged?: () => void;
}

function toAssignments(worker: WorkerDetail): HazardAssignment[] {
  return worker.hazards.map((hazard) => ({
    hazardId: hazard.id,
    evaluationDate: hazard.pivot.evaluation_date,
    expositionDays: hazard.pivot.exposition_days,
    frequency: hazard.pivot.exposition_frequency as HazardAssignment['frequency'],
    formData: hazard.pivot.form_data,
  }));
}

function toRows(worker: WorkerDetail): ProtocolTableRow[] {
  return worker.health_protocol.map((row) => ({
    examinationTypeId: row.examination_type_id,
    period: row.period,
    periodInJob: row.period_in_job,
    last: row.last,
    next: row.next,
  }));
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError
    ? (Object.values(error.errors ?? {}).flat()[0] ?? error.message)
    : error instanceof Error
      ? error.message
      : fallback;

/**
 * The worker card's job part (spec part 2 §3.2, §3.4): the job assignment form, the worker's hazards and their
 * health protocol (with the last and next examinations), or the 'Nessun protocollo' card. Resigned workers and
 * customer-side users see it read-only.
 */
export function WorkerAssignmentPanel({ worker, onChanged }: WorkerAssignmentPanelProps) {
  const { user, permission } = useUserData();
  const snackbar = useSnackbar();
  const customerSide = isCustomerSideUser(user.roles);
  const writable = worker.can_edit && permission.level >= JOB_WRITE_MIN_LEVEL && !customerSide && worker.resigned === 0;
  const [factoryId, setFactoryId] = useState(worker.factory_id);
  const jobs = useQuery(jobLookupQuery(worker.customer_id, factoryId));
  const factories = useQuery(customerFactoriesQuery(worker.customer_id));
  const departments = useQuery(factoryDepartmentsQuery(factoryId)).data ?? [];
  // Readers do not get the entity's catalogue (the server answers 404 to customer-side users): the worker's own hazards.
  const catalogue = useQuery({ ...workerHazardCatalogueQuery(worker.entity_id), enabled: writable });
  const entries = writable ? catalogue.data : assignedCatalogue(worker.hazards);
  const assign = useAssignWorkerJob(worker.id, onChanged);
  const setHazards = useSetWorkerHazards(worker.id, onChanged);
  const setProtocol = useSetWorkerProtocol(worker.id, onChanged);
  const [hazards, setHazardList] = useState(() => toAssignments(worker));
  const [protocol, setProtocolRows] = useState(() => toRows(worker));
  const [hazardAlert, setHazardAlert] = useState<string | null>(null);
  const [protocolAlert, setProtocolAlert] = useState<string | null>(null);
  const jobLevel = jobs.data?.find((job) => job.id === worker.job_id)?.level;
  const noProtocol = worker.job_id === null && worker.health_protocol.length === 0;

  const saveHazards = async () => {
    setHazardAlert(null);
    try {
      await setHazards.mutateAsync(hazards);
      snackbar.show(REGISTRY_MESSAGES.WORKER_HAZARDS_SAVED, 'success');
    } catch (error) {
      setHazardAlert(messageOf(error, REGISTRY_MESSAGES.HAZARDS_SAVE_FAILED));
    }
  };
  const saveProtocol = async () => {
    setProtocolAlert(null);
    try {
      await setProtocol.mutateAsync(protocol);
      snackbar.show(REGISTRY_MESSAGES.WORKER_SAVED, 'success');
    } catch (error) {
      setProtocolAlert(messageOf(error, REGISTRY_MESSAGES.INSUFFICIENT_PERMISSIONS));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Section
        headingId="worker-job"
        title={<>Mansione {worker.job ? <span className="font-normal text-slate-600">· {worker.job.name}</span> : null}</>}
      >
        <JobAssignmentForm
          initial={{
            job_id: worker.job_id,
            altjobs: worker.alt_jobs.map((job) => job.id),
            factory_id: worker.factory_id,
            department_id: worker.department?.id ?? null,
            reset_healt_protocol: worker.job_id === null,
          }}
          jobs={jobs.data ?? []}
          factories={factories.data ?? []}
          departments={departments}
          onFactoryChange={setFactoryId}
          disabled={!writable}
          onSubmit={async (body) => {
            await assign.mutateAsync(body);
            snackbar.show(REGISTRY_MESSAGES.WORKER_SAVED, 'success');
          }}
        />
      </Section>
      <Section headingId="worker-hazards" title="Rischi del lavoratore">
        <FormAlert message={hazardAlert} />
        {entries ? (
          <HazardForm catalogue={entries} value={hazards} onChange={setHazardList} detailed={jobLevel === 1} disabled={!writable} />
        ) : (
          <p className="text-sm text-slate-500">{catalogue.isError ? 'Catalogo dei rischi non disponibile' : 'Caricamento…'}</p>
        )}
        {writable && (
          <div className="mt-4 flex justify-end">
            <Button onClick={() => void saveHazards()} disabled={setHazards.isPending}>
              Salva rischi
            </Button>
          </div>
        )}
      </Section>
      <Section headingId="worker-protocol" title="Protocollo sanitario">
        <FormAlert message={protocolAlert} />
        <HealthProtocolTable
          rows={protocol}
          onChange={writable && !noProtocol ? setProtocolRows : undefined}
          userLevel={permission.level}
          withDates
          emptyNotice={REGISTRY_MESSAGES.NO_HEALTH_PROTOCOL}
        />
        {writable && !noProtocol && (
          <div className="mt-4 flex justify-end">
            <Button onClick={() => void saveProtocol()} disabled={setProtocol.isPending}>
              Salva protocollo
            </Button>
          </div>
        )}
      </Section>
    </div>
  );
}
