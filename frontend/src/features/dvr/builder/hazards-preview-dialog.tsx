import { DVR_MESSAGES, type DvrHazardsPreview } from '@tutela/contracts';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';

/** 'apply': sign and carry the hazards to the jobs; 'skip': sign only; null: nothing. */
export type HazardsPreviewChoice = 'apply' | 'skip' | null;

function HazardList({ label, hazards, tone }: { label: string; hazards: { hazard_id: string; description: string }[]; tone: string }) {
  if (hazards.length === 0) return null;
  return (
    <p className="text-sm">
      <span className={`font-medium ${tone}`}>{label}: </span>
      {hazards.map((hazard) => hazard.description).join(', ')}
    </p>
  );
}

/**
 * Before signing: which jobs change their hazards with this revision, and which workers' health protocol must be
 * reviewed because of it. The consultant chooses whether the signature carries the hazards to the jobs.
 */
export function HazardsPreviewDialog({
  preview,
  onAnswer,
}: {
  preview: DvrHazardsPreview;
  onAnswer: (choice: HazardsPreviewChoice) => void;
}) {
  return (
    <DialogFrame
      open
      width="44rem"
      onClose={() => onAnswer(null)}
      title={DVR_MESSAGES.HAZARDS_PREVIEW_TITLE}
      footer={
        <>
          <Button variant="ghost" onClick={() => onAnswer(null)}>
            Annulla
          </Button>
          <Button variant="secondary" onClick={() => onAnswer('skip')}>
            Firma senza aggiornare le mansioni
          </Button>
          <Button onClick={() => onAnswer('apply')}>Conferma e firma</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3" data-testid="hazards-preview">
        <p>{DVR_MESSAGES.SIGN_CONFIRM}</p>
        <p className="text-slate-600">
          {preview.jobs.length === 1 ? '1 mansione cambia' : `${preview.jobs.length} mansioni cambiano`} i propri rischi;{' '}
          {preview.workers_total === 1 ? '1 lavoratore' : `${preview.workers_total} lavoratori`} da rivedere nel protocollo sanitario.
        </p>
        <ul className="flex flex-col gap-3">
          {preview.jobs.map((job) => (
            <li key={job.job_id} className="rounded-md border border-slate-200 p-3" data-testid="preview-job">
              <p className="font-semibold text-slate-900">{job.job_name}</p>
              <HazardList label="Rischi aggiunti" hazards={job.added} tone="text-green-800" />
              <HazardList label="Rischi rimossi" hazards={job.removed} tone="text-red-700" />
              {job.workers.length === 0 ? (
                <p className="mt-1 text-xs text-slate-500">Nessun lavoratore attivo nella mansione</p>
              ) : (
                <table className="mt-2 w-full text-left text-xs">
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-1 pr-2 font-medium">Lavoratore</th>
                      <th className="py-1 font-medium">Protocollo sanitario</th>
                    </tr>
                  </thead>
                  <tbody>
                    {job.workers.map((worker) => (
                      <tr key={worker.id} className="border-t border-slate-100 align-top">
                        <td className="py-1 pr-2 whitespace-nowrap">{worker.name}</td>
                        <td className="py-1">{worker.protocol.length > 0 ? worker.protocol.join('; ') : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          ))}
        </ul>
      </div>
    </DialogFrame>
  );
}
