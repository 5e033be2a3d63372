import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BASE_HAZARD_CATALOGUE, REGISTRY_MESSAGES, type WorkerDetail } from '@tutela/contracts';
import { Suspense } from 'react';
import { userDataQueryOptions } from '../../lib/session';
import { getSnackbars } from '../../lib/snackbar-store';
import { fakeResponse, mockFetch } from '../../test-support/fake-fetch';
import { userDataFixture } from '../../test-support/user-data';
import { customerFactoriesQuery, jobLookupQuery, workerHazardCatalogueQuery } from './worker-assignment-api';
import { WorkerAssignmentPanel } from './worker-assignment-panel';

const WORKER: WorkerDetail = {
  id: 'w-1',
  entity_id: 'e-1',
  customer_id: 'c-1',
  factory_id: 'f-1',
  first_name: 'Anna',
  last_name: 'Bianchi',
  name: 'Bianchi Anna',
  fiscal_code: null,
  birth_date: '1985-05-05',
  birth_place: { comune: 'BERGAMO' },
  customer: { company_name: 'Officine Demo S.p.A.' },
  factory: { name: 'Stabilimento di Dalmine' },
  job: { name: 'Magazziniere' },
  contract: null,
  suitability: null,
  business_impact: null,
  resigned: 0,
  last_visit: null,
  next_visit: null,
  sex: 'F',
  birth_place_code: 'A794',
  age: 40,
  email: null,
  email_personal: null,
  phone: null,
  department: null,
  job_id: 'j-1',
  alt_jobs: [],
  hazards: [
    {
      id: 'MMC',
      code: 'MMC',
      description_med: 'Movimentazione manuale dei carichi',
      form: 'manual_handling',
      pivot: { evaluation_date: '2025-01-15', exposition_days: 220, exposition_frequency: 4, form_data: { NIOSH: 0.9 } },
    },
  ],
  health_protocol: [
    {
      examination_type_id: 10,
      extypeCode: 'PV',
      extype: 'Visita medica periodica',
      period: 12,
      period_in_job: null,
      last: '2025-03-04',
      next: '2026-03-04',
    },
  ],
  exclude_ss: false,
  hired_on: null,
  resigned_on: null,
  can_edit: true,
  revision: 4,
};

function renderPanel(worker: WorkerDetail, level = 6) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    userDataQueryOptions('md').queryKey,
    userDataFixture({ permission: { level, role: 'doctor', second_role: null, show_application_switch: false } }),
  );
  client.setQueryData(jobLookupQuery('c-1', 'f-1').queryKey, [
    { id: 'j-1', name: 'Magazziniere', level: 1, job_type: 'JOB', general: true, factory_id: null },
    { id: 'j-2', name: 'Saldatore', level: 1, job_type: 'JOB', general: false, factory_id: 'f-1' },
  ]);
  client.setQueryData(customerFactoriesQuery('c-1').queryKey, [{ id: 'f-1', name: 'Stabilimento di Dalmine' }]);
  client.setQueryData(workerHazardCatalogueQuery('e-1').queryKey, BASE_HAZARD_CATALOGUE.slice(0, 6));
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback="…">
        <WorkerAssignmentPanel worker={worker} />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('WorkerAssignmentPanel', () => {
  beforeEach(() => localStorage.clear());

  it("shows the worker's job, hazards (detailed forms: the job is level 1) and protocol, and saves the hazards", async () => {
    renderPanel(WORKER);
    const job = screen.getByLabelText('Mansione *') as HTMLSelectElement;
    expect(job.value).toBe('j-1');
    expect(screen.getByRole('group', { name: 'Scheda Movimentazione manuale dei carichi' })).toBeTruthy();
    expect((screen.getByLabelText('Periodicità Visita medica periodica') as HTMLSelectElement).selectedOptions[0].textContent).toBe(
      'ANNUALE',
    );
    expect(screen.getByText('04/03/2026')).toBeTruthy();

    const fetchMock = mockFetch(fakeResponse(200, { data: { id: 'w-1', revision: 5, position: 9 } }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Uso di videoterminali/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva rischi' })));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/md/workers/w-1/hazards');
    expect(JSON.parse((init as RequestInit).body as string).hazards.map((h: { hazard_id: string }) => h.hazard_id)).toEqual(['MMC', 'VDT']);
    expect(getSnackbars().at(-1)).toMatchObject({ message: REGISTRY_MESSAGES.WORKER_HAZARDS_SAVED, kind: 'success' });
  });

  it("sends the job assignment form and confirms with 'Lavoratore modificato correttamente'", async () => {
    renderPanel(WORKER);
    const fetchMock = mockFetch(fakeResponse(200, { data: { id: 'w-1', revision: 5, position: 9 } }));
    const form = screen.getByRole('form', { name: 'Assegnazione mansione' });
    fireEvent.change(within(form).getByLabelText('Mansione *'), { target: { value: 'j-2' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Reimposta rischi/ }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Salva mansione' })));
    expect(JSON.parse((fetchMock.mock.calls[0][1] as RequestInit).body as string)).toEqual({
      job_id: 'j-2',
      altjobs: [],
      factory_id: 'f-1',
      department_id: null,
      reset_healt_protocol: true,
    });
    expect(getSnackbars().at(-1)).toMatchObject({ message: REGISTRY_MESSAGES.WORKER_SAVED, kind: 'success' });
  });

  it("shows the 'Nessun protocollo' card for a worker without job and protocol, read-only for a resigned one", () => {
    renderPanel({ ...WORKER, job_id: null, job: null, hazards: [], health_protocol: [], resigned: 1 });
    expect(screen.getByRole('status').textContent).toBe(REGISTRY_MESSAGES.NO_HEALTH_PROTOCOL);
    expect(screen.queryByRole('button', { name: 'Salva rischi' })).toBeNull();
    expect((screen.getByLabelText('Mansione *') as HTMLSelectElement).disabled).toBe(true);
  });
});
