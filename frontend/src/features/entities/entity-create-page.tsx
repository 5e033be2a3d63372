import { Link, useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@tutela/contracts';
import { Section } from '../../components/ui/section';
import { useSnackbar } from '../../lib/use-snackbar';
import { useCreateEntity } from './entities-api';
import { EntityForm } from './entity-form';
import { entityCreateRequest, NEW_ENTITY, type EntityFormValues } from './entity-form-values';

/** New entity (system administrators, level 9); its users are created afterwards from Utenti. */
export function EntityCreatePage() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const createEntity = useCreateEntity();

  const create = async (values: EntityFormValues) => {
    const answer = await createEntity.mutateAsync(entityCreateRequest(values));
    snackbar.show(MESSAGES.DATA_SAVED, 'success');
    await navigate({ to: '/admtools/entities/card/$id', params: { id: answer.data.id } });
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex items-center gap-3">
        <Link to="/admtools/entities" className="text-sm text-brand-700 hover:underline">
          ← Enti
        </Link>
        <h1 className="text-lg font-semibold text-slate-800">{MESSAGES.DIALOG_TITLE_NEW} ente</h1>
      </div>
      <Section>
        <EntityForm
          initial={NEW_ENTITY}
          submitLabel="Crea ente"
          onSubmit={create}
          onCancel={() => void navigate({ to: '/admtools/entities' })}
        />
      </Section>
    </div>
  );
}
