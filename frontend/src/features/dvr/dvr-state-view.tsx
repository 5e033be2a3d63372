import type { DvrStateDetail } from '@tutela/contracts';
import { FormioView } from '../../components/formio/formio-view';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format-date';
import { useDvrForm } from './builder/use-dvr-form';
import { DvrStatusBadge } from './dvr-status-badge';

/**
 * A DVR as it stood at a point of its history (Cronologia): its data on the form version it was filled with, with
 * the factory's jobs and the catalogue's hazards named in the selects, read-only like a signed revision.
 */
export function DvrStateView({ detail }: { detail: DvrStateDetail }) {
  const form = useDvrForm(detail.customer_id, detail.factory_id, detail.code, detail.form_code, detail.form_version);
  return (
    <div className="flex flex-col gap-3" data-testid="dvr-state">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <strong className="text-slate-900">
          DVR {detail.code} — {detail.title}
        </strong>
        <DvrStatusBadge status={detail.status} />
        <span>
          modulo {detail.form_code} v{detail.form_version}
        </span>
        {detail.revisions.length > 0 && (
          <span>
            revisioni firmate:{' '}
            {detail.revisions
              .map((revision) => `${revision.number} del ${formatDate(revision.document_date)}${revision.archived ? ' (archiviata)' : ''}`)
              .join(', ')}
          </span>
        )}
        {detail.hazards_applied && (
          <span>
            rischi della revisione {detail.hazards_applied.revision} applicati a {detail.hazards_applied.jobs} mansioni (
            {detail.hazards_applied.workers} lavoratori)
          </span>
        )}
      </div>
      {detail.revisions.length === 0 && <p className="text-sm text-slate-500">Non ancora firmato.</p>}
      {form.status === 'error' ? (
        <p role="alert" className="text-red-700">
          Impossibile caricare il modulo del DVR
        </p>
      ) : form.status === 'pending' ? (
        <Spinner />
      ) : (
        // A new point in time is a new form: form.io reads its data once.
        <FormioView key={JSON.stringify(detail)} schema={form.schemaFor(detail.dvrdata)} data={detail.dvrdata} readOnly />
      )}
    </div>
  );
}
