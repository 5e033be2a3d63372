import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { CLINICAL_READ_ROLES, EXAMINATION_EDIT_ROLES, EXAMINATION_PDF_MIN_LEVEL, type ExaminationListRow } from '@tutela/contracts';
import { preloadFormioRendererWhenIdle } from '../../components/formio/formio-view';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useUserData } from '../../lib/session';
import { useSnackbar } from '../../lib/use-snackbar';
import { examinationTypeLabel, isHighlightedOutcome, outcomeLabel, statusLabel } from './examination-rules';
import { prefetchLatestForm, saveBlob, useNewExaminationKey, workerExaminationsQuery } from './examinations-api';

/** Who may start a visit: the roles that fill the visit form. */
export function canStartVisit(role: string | null | undefined): boolean {
  return !!role && (EXAMINATION_EDIT_ROLES as readonly string[]).includes(role);
}

function OutcomeBadge({ code }: { code: string | null }) {
  if (!code) return <span className="text-slate-400">—</span>;
  const highlighted = isHighlightedOutcome(code);
  return (
    <span
      title={outcomeLabel(code)}
      data-highlighted={highlighted || undefined}
      className={clsx(highlighted && 'rounded bg-amber-200 px-1.5 py-0.5 font-semibold text-amber-900')}
    >
      {code}
    </span>
  );
}

/** Who may download every signed visit as PDFs: the clinical roles from the PDF's level (the server's own rule). */
export function canDownloadVisits(permission: { level: number; role: string | null | undefined }): boolean {
  return (
    permission.level >= EXAMINATION_PDF_MIN_LEVEL &&
    !!permission.role &&
    (CLINICAL_READ_ROLES as readonly string[]).includes(permission.role)
  );
}

/** The worker card's 'Visite': the worker's visits and records, newest first, and 'Nuova visita' for doctors. */
export function WorkerExaminationsPanel({ workerId, resigned = false }: { workerId: string; resigned?: boolean }) {
  const { permission } = useUserData();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const rows = useQuery(workerExaminationsQuery(workerId));
  const newKey = useNewExaminationKey((key) => navigate({ to: '/examination/1/$key', params: { key } }));
  const starting = newKey.isPending;

  const start = async () => {
    try {
      await newKey.mutateAsync(workerId);
    } catch (error) {
      snackbar.show(error instanceof Error ? error.message : 'Impossibile creare la visita', 'error');
    }
  };

  const [zipping, setZipping] = useState(false);
  const downloadAll = async () => {
    setZipping(true);
    try {
      await saveBlob(`/api/md/workers/${encodeURIComponent(workerId)}/examinations/pdf.zip`, 'visite.zip');
    } catch (error) {
      snackbar.show(error instanceof Error ? error.message : 'Impossibile scaricare le visite', 'error');
    } finally {
      setZipping(false);
    }
  };

  const visits = (rows.data ?? []).filter((row) => row.kind === 'VIS');
  const anySigned = visits.some((row) => row.status === 1);
  const mayStart = canStartVisit(permission.role) && !resigned;
  // A visit is one click away (Apri, Nuova visita): form.io and the visit form's definition load now, while the
  // user reads the card, so the form opens without them.
  const queryClient = useQueryClient();
  const visitNear = mayStart || visits.length > 0;
  useEffect(() => {
    if (!visitNear) return;
    preloadFormioRendererWhenIdle();
    void prefetchLatestForm(queryClient, 'VIS').catch(() => undefined);
  }, [visitNear, queryClient]);
  const mayDownload = anySigned && canDownloadVisits(permission);
  return (
    <div className="flex flex-col gap-3" data-testid="worker-examinations">
      {(mayStart || mayDownload) && (
        <div className="flex flex-wrap justify-end gap-2">
          {mayDownload && (
            <Button variant="secondary" onClick={() => void downloadAll()} disabled={zipping}>
              {zipping ? 'Preparazione…' : 'Scarica tutte le visite (PDF)'}
            </Button>
          )}
          {mayStart && (
            <Button onClick={() => void start()} disabled={starting}>
              {starting ? 'Apertura…' : 'Nuova visita'}
            </Button>
          )}
        </div>
      )}
      {rows.isPending ? (
        <Spinner />
      ) : rows.isError && rows.error instanceof ApiError && rows.error.isUnauthorized ? (
        <p className="text-sm text-slate-500">Le visite di questo lavoratore non sono consultabili con il tuo profilo.</p>
      ) : rows.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Impossibile caricare le visite: {rows.error.message}
        </p>
      ) : visits.length === 0 ? (
        <p className="text-sm text-slate-500">Nessuna visita registrata.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-500">
              <tr>
                <th className="py-1 pr-3 font-medium">Data</th>
                <th className="py-1 pr-3 font-medium">Tipo</th>
                <th className="py-1 pr-3 font-medium">Giudizio</th>
                <th className="py-1 pr-3 font-medium">Stato</th>
                <th className="py-1 pr-3 font-medium">Versioni</th>
                <th className="py-1" />
              </tr>
            </thead>
            <tbody>
              {visits.map((row: ExaminationListRow) => (
                <tr key={row.id} className="border-t border-slate-100">
                  <td className="py-1.5 pr-3">{formatDate(row.examinationdate)}</td>
                  <td className="py-1.5 pr-3">{examinationTypeLabel(row)}</td>
                  <td className="py-1.5 pr-3">
                    <OutcomeBadge code={row.outcome} />
                  </td>
                  <td className="py-1.5 pr-3">{statusLabel(row.status)}</td>
                  <td className="py-1.5 pr-3">{row.versions}</td>
                  <td className="py-1.5 text-right">
                    <Link
                      to="/examination/1/$key"
                      params={{ key: row.key }}
                      className="text-brand-700 hover:underline"
                      aria-label={`Apri la visita del ${formatDate(row.examinationdate)}`}
                    >
                      Apri
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
