import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { customerSideCustomerIds, type JobRow } from '@tutela/contracts';
import { ListPage } from '../../components/list/list-page';
import type { ListControls } from '../../components/list/list-types';
import { useUserData } from '../../lib/session';
import { canWriteJobs } from './job-permissions';
import { JobCreateDialog } from './job-create-dialog';
import { GENERAL_JOBS_TABLE, SPECIFIC_JOBS_TABLE, fetchJobsPage } from './jobs-api';
import { GENERAL_JOBS_COLUMNS, SPECIFIC_JOBS_COLUMNS } from './jobs-columns';

const GENERAL_CONTROLS: ListControls = { search: true, hideInactive: true };
const SPECIFIC_CONTROLS: ListControls = { search: true, customer: true, hideInactive: true };
/** A client company's user with one company has nothing to choose in the 'Azienda' filter. */
const ONE_COMPANY_CONTROLS: ListControls = { search: true, hideInactive: true };
const GENERAL_PARAMS = { general: '1' };
const SPECIFIC_PARAMS = { general: '0' };

/**
 * 'Mansionario': the general jobs of the entity (jobs/glist) or the specific jobs of the customers' factories
 * (jobs/list). A row opens the job card.
 */
export function JobsListPage({ general }: { general: boolean }) {
  const navigate = useNavigate();
  const { user } = useUserData();
  const [creating, setCreating] = useState(false);
  const writable = canWriteJobs(user);
  const customerIds = customerSideCustomerIds(user.roles);
  const specificControls = customerIds !== null && customerIds.length <= 1 ? ONE_COMPANY_CONTROLS : SPECIFIC_CONTROLS;
  return (
    <div className="p-4">
      <ListPage<JobRow>
        key={general ? 'general' : 'specific'}
        framed={false}
        tableName={general ? GENERAL_JOBS_TABLE : SPECIFIC_JOBS_TABLE}
        title={general ? 'Mansioni generali' : 'Mansioni specifiche'}
        columns={general ? GENERAL_JOBS_COLUMNS : SPECIFIC_JOBS_COLUMNS}
        fetchPage={fetchJobsPage}
        params={general ? GENERAL_PARAMS : SPECIFIC_PARAMS}
        controls={general ? GENERAL_CONTROLS : specificControls}
        csvFileName={general ? 'mansioni-generali' : 'mansioni-specifiche'}
        newRecord={writable ? { label: 'Nuova mansione', onClick: () => setCreating(true) } : undefined}
        onRowClick={(row) => void navigate({ to: '/jobs/card/$id', params: { id: row.id } })}
      />
      {creating && (
        <JobCreateDialog
          general={general}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate({ to: '/jobs/card/$id', params: { id } });
          }}
        />
      )}
    </div>
  );
}
