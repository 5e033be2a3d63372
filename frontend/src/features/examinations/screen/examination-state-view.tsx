import { useQuery } from '@tanstack/react-query';
import { EXAMINATION_STATUS, type ExaminationStateDetail } from '@tutela/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { formDefinitionQuery } from '../examinations-api';
import { statusLabel } from '../examination-rules';
import { FormioView } from '../../../components/formio/formio-view';

/**
 * A visit as it stood at a point of its history: its data on the form version it was filled with (not today's),
 * read-only, like an archived version.
 */
export function ExaminationStateView({ detail }: { detail: ExaminationStateDetail }) {
  const definition = useQuery(formDefinitionQuery(detail.form_code, detail.form_version));
  return (
    <div className="flex flex-col gap-3" data-testid="examination-state">
      <p className="text-sm text-slate-600">
        Visita del {formatDate(detail.examinationdate)} · {statusLabel(EXAMINATION_STATUS[detail.status])} · modulo {detail.form_code} v
        {detail.form_version}
        {detail.versions > 0 ? ` · versioni firmate ${detail.versions}` : ''}
        {detail.files.length > 0 ? ` · allegati: ${detail.files.join(', ')}` : ''}
      </p>
      {definition.isError ? (
        <p role="alert" className="text-red-700">
          Impossibile caricare il modulo della visita
        </p>
      ) : !definition.data ? (
        <Spinner />
      ) : (
        // A new point in time is a new form: form.io reads its data once.
        <FormioView key={JSON.stringify(detail)} schema={definition.data.schema} data={detail.exdata} readOnly />
      )}
    </div>
  );
}
