import { Link } from '@tanstack/react-router';
import type { EntityDetail } from '@tutela/contracts';
import { ActivityLogButton } from '../../components/activity-log/activity-log-button';
import { HistoryButton } from '../../components/history/history-button';
import { RecordLoader } from '../../components/ui/record-loader';
import { Section } from '../../components/ui/section';
import { EntityForm } from './entity-form';
import { entityFormValues } from './entity-form-values';
import { useEntityDetail, useSaveEntity } from './use-entity';

/** The entity's card; `readOnly` shows a past state (Cronologia): the same form, disabled, no command. */
export function EntityCard({ entity, readOnly = false }: { entity: EntityDetail; readOnly?: boolean }) {
  const save = useSaveEntity(entity);
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {!readOnly && (
          <Link to="/admtools/entities" className="text-sm text-brand-700 hover:underline">
            ← Enti
          </Link>
        )}
        <h1 className="text-lg font-semibold text-slate-800">{entity.name}</h1>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {entity.users_count === 1 ? '1 utente attivo' : `${entity.users_count} utenti attivi`}
        </span>
        {!readOnly && <ActivityLogButton logName="entity" subjectId={entity.id} className="ml-auto" />}
        {!readOnly && <HistoryButton kind="entity" id={entity.id} />}
      </div>
      <Section title="Dati dell'ente">
        {/* A new revision (own save, or a reload after a conflict) starts the form again from the server's data. */}
        <EntityForm
          key={`${entity.revision}-${entity.updated_at}`}
          initial={entityFormValues(entity)}
          submitLabel="Salva"
          onSubmit={save}
          readOnly={readOnly}
        />
      </Section>
    </div>
  );
}

/** Entity card (admtools/entities/card/{id}): name, address, active applications, generic version, log. */
export function EntityCardPage({ id }: { id: string }) {
  return (
    <RecordLoader query={useEntityDetail(id)} notFound="Ente non trovato" failed="Impossibile caricare l'ente">
      {(entity) => <EntityCard entity={entity} />}
    </RecordLoader>
  );
}
