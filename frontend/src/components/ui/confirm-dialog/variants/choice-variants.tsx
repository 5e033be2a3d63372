import { useState } from 'react';
import { MESSAGES } from '@tutela/contracts';
import { Button } from '../../button';
import { DialogFrame } from '../../dialog-frame';
import type { VariantProps } from '../confirm-types';

/**
 * workerpropagate: a job's protocol changed while the job has active workers (spec part 2 §4): apply the
 * change to those workers too, or only to the job.
 */
export function WorkerPropagate({ request, answer }: VariantProps<'workerpropagate'>) {
  return (
    <DialogFrame
      open
      width="40rem"
      onClose={() => answer(null)}
      title={request.title ?? 'Propagazione ai lavoratori'}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(null)}>
            {MESSAGES.DIALOG_CANCEL}
          </Button>
          <Button variant="secondary" onClick={() => answer('keep')}>
            Solo la mansione
          </Button>
          <Button onClick={() => answer('propagate')} autoFocus>
            Propaga ai lavoratori
          </Button>
        </>
      }
    >
      <div className="mb-3">
        {request.message ?? 'La mansione ha lavoratori attivi. Applicare la modifica anche ai lavoratori seguenti?'}
      </div>
      <ul className="max-h-64 list-disc overflow-y-auto pl-6">
        {request.workers.map((w) => (
          <li key={w.id}>{w.name}</li>
        ))}
      </ul>
    </DialogFrame>
  );
}

/** modelli_nomine: choose the nomination model a document is generated from. */
export function NominationModels({ request, answer }: VariantProps<'modelli_nomine'>) {
  const [selected, setSelected] = useState<string | null>(request.models[0]?.id ?? null);
  return (
    <DialogFrame
      open
      width="40rem"
      onClose={() => answer(null)}
      title={request.title ?? 'Modelli nomine'}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(null)}>
            {MESSAGES.DIALOG_CANCEL}
          </Button>
          <Button disabled={selected === null} onClick={() => answer(selected)}>
            {MESSAGES.DIALOG_PROCEED}
          </Button>
        </>
      }
    >
      {request.message && <div className="mb-3">{request.message}</div>}
      {request.models.length === 0 && <p>Nessun modello disponibile</p>}
      <fieldset className="space-y-2">
        {request.models.map((m) => (
          <label key={m.id} className="flex cursor-pointer items-start gap-2">
            <input type="radio" name="modello" checked={selected === m.id} onChange={() => setSelected(m.id)} />
            <span>
              <span className="font-medium">{m.name}</span>
              {m.description && <span className="block text-slate-500">{m.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
    </DialogFrame>
  );
}

/** a3b: Allegato 3B is yearly; the user picks the year it is produced for. */
export function A3bYear({ request, answer }: VariantProps<'a3b'>) {
  const [year, setYear] = useState<number | undefined>(request.defaultYear ?? request.years[0]);
  return (
    <DialogFrame
      open
      onClose={() => answer(null)}
      title={request.title ?? 'Allegato 3B'}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(null)}>
            {MESSAGES.DIALOG_CANCEL}
          </Button>
          <Button disabled={year === undefined} onClick={() => year !== undefined && answer({ year })}>
            {MESSAGES.DIALOG_PROCEED}
          </Button>
        </>
      }
    >
      {request.message && <div className="mb-3">{request.message}</div>}
      <label className="flex items-center gap-3">
        <span>Anno</span>
        <select className="rounded border border-slate-300 px-2 py-1" value={year ?? ''} onChange={(e) => setYear(Number(e.target.value))}>
          {request.years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
    </DialogFrame>
  );
}
