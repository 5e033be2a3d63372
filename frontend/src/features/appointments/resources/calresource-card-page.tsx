import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { CalResourceRow, CalResourceType } from '@tutela/contracts';
import { ActivityLogButton } from '../../../components/activity-log/activity-log-button';
import { Button } from '../../../components/ui/button';
import { RecordLoader } from '../../../components/ui/record-loader';
import { Section } from '../../../components/ui/section';
import { useConcurrentEditGuard } from '../../../lib/concurrent-edit';
import { useSnackbar } from '../../../lib/use-snackbar';
import { calresourceDetailQuery, calresourcesApi, type CalResourceBody } from '../appointments-api';
import { refreshCalresources } from './calresource-create-page';
import { CalresourceForm } from './calresource-form';
import { calresourceRoutes } from './calresource-routes';
import { CALRESOURCE_TEXT, changedBody, valuesOf, type CalResourceValues } from './calresource-rules';
import { ActiveBadge } from './calresources-list-page';

/** The card of a resource or clinic: its fields, Disattiva / Riattiva, the activity log. */
export function CalresourceCardPage({ type, id }: { type: CalResourceType; id: string }) {
  const query = useQuery(calresourceDetailQuery(id));
  const text = CALRESOURCE_TEXT[type];
  return (
    <RecordLoader query={query} notFound={text.notFound} failed={text.failed}>
      {(row) => <CalresourceCard row={row} />}
    </RecordLoader>
  );
}

function CalresourceCard({ row }: { row: CalResourceRow }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const guard = useConcurrentEditGuard();
  const [toggling, setToggling] = useState(false);
  const text = CALRESOURCE_TEXT[row.type];
  const routes = calresourceRoutes(row.type);

  // Every answer, a 409 included, reloads the card: after a conflict it shows the other user's version.
  const send = async (body: CalResourceBody) => {
    try {
      await calresourcesApi.update(row.id, body);
    } finally {
      await refreshCalresources(queryClient, row.type);
    }
  };

  const save = async (values: CalResourceValues) => {
    const body = changedBody(row, values);
    if (!body) {
      snackbar.show('Nessuna modifica da salvare', 'info');
      return;
    }
    if (await guard(() => send(body))) snackbar.show(text.saved, 'success');
  };

  const toggle = async () => {
    setToggling(true);
    try {
      const saved = await guard(() => send({ active: !row.active, revision: row.revision }));
      if (saved) snackbar.show(row.active ? text.deactivated : text.reactivated, 'success');
    } catch (error) {
      snackbar.show(error instanceof Error ? error.message : 'Operazione non riuscita', 'error');
    } finally {
      setToggling(false);
    }
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link {...routes.list} className="text-sm text-brand-700 hover:underline">
          ← {text.title}
        </Link>
        <h1 className="text-lg font-semibold text-slate-800">{row.name}</h1>
        <span data-testid="calresource-status">
          <ActiveBadge active={row.active} />
        </span>
        <div className="ml-auto flex items-center gap-2">
          <Button variant={row.active ? 'danger' : 'secondary'} onClick={() => void toggle()} disabled={toggling}>
            {row.active ? 'Disattiva' : 'Riattiva'}
          </Button>
          <ActivityLogButton logName="calresource" subjectId={row.id} />
        </div>
      </div>
      <Section title="Dati" className="max-w-3xl">
        {/* A new revision (saved here, or by someone else and reloaded after a 409) restarts the form from it. */}
        <CalresourceForm key={row.revision} type={row.type} initial={valuesOf(row)} submitLabel="Salva" onSubmit={save} />
      </Section>
    </div>
  );
}
