import { SERIES_SCOPES, type AppointmentRow, type SeriesScope } from '@tutela/contracts';
import { conflictLine, type ChangeFailure } from './change-errors';
import { SCOPE_LABELS } from './fixed-rules';

/** Which occurrences of a series the change reaches (questa / questa e le successive / tutte). */
export function ScopeChoice({ value, onChange }: { value: SeriesScope; onChange: (scope: SeriesScope) => void }) {
  return (
    <fieldset className="rounded-md border border-slate-200 px-3 py-2">
      <legend className="px-1 text-sm font-medium text-slate-700">Appuntamento ricorrente</legend>
      <div className="flex flex-col gap-1">
        {SERIES_SCOPES.map((scope) => (
          <label key={scope} className="flex items-center gap-2">
            <input type="radio" name="scope" value={scope} checked={value === scope} onChange={() => onChange(scope)} className="size-4" />
            {SCOPE_LABELS[scope]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The refusal above the form: the server's message and, for a busy slot, one line per booking in the way. */
export function ChangeFailureAlert({ failure, row }: { failure: ChangeFailure | null; row: AppointmentRow }) {
  if (!failure || (!failure.message && failure.conflicts.length === 0)) return null;
  return (
    <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="change-failure">
      {failure.message && <p className="font-medium">{failure.message}</p>}
      {failure.conflicts.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {failure.conflicts.map((conflict, index) => (
            <li key={`${conflict.appointment_id}-${conflict.requested_date}-${index}`}>{conflictLine(conflict, row)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
