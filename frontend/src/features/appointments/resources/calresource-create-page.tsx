import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CalResourceType } from '@tutela/contracts';
import { Section } from '../../../components/ui/section';
import { useSnackbar } from '../../../lib/use-snackbar';
import { CALRESOURCES_KEY, calresourcesApi } from '../appointments-api';
import { CalresourceForm } from './calresource-form';
import { calresourceRoutes } from './calresource-routes';
import { CALRESOURCE_TEXT, createBody, EMPTY_CALRESOURCE, type CalResourceValues } from './calresource-rules';

/** Nuova risorsa / Nuovo ambulatorio; the card follows, as for every new record. */
export function CalresourceCreatePage({ type }: { type: CalResourceType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const text = CALRESOURCE_TEXT[type];
  const routes = calresourceRoutes(type);

  const create = async (values: CalResourceValues) => {
    const answer = await calresourcesApi.create(createBody(values, type));
    await refreshCalresources(queryClient, type);
    snackbar.show(text.created, 'success');
    await navigate(routes.card(answer.data.id));
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex items-center gap-3">
        <Link {...routes.list} className="text-sm text-brand-700 hover:underline">
          ← {text.title}
        </Link>
        <h1 className="text-lg font-semibold text-slate-800">{text.newLabel}</h1>
      </div>
      <Section className="max-w-3xl">
        <CalresourceForm
          type={type}
          initial={EMPTY_CALRESOURCE}
          submitLabel="Salva"
          onSubmit={create}
          onCancel={() => void navigate(routes.list)}
        />
      </Section>
    </div>
  );
}

/** After a change: the records (every list and card) and the list's pages read again. */
export function refreshCalresources(queryClient: ReturnType<typeof useQueryClient>, type: CalResourceType): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CALRESOURCES_KEY }),
    queryClient.invalidateQueries({ queryKey: ['list', CALRESOURCE_TEXT[type].table] }),
  ]);
}
