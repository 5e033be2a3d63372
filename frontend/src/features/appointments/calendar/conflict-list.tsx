import type { AppointmentConflict } from '@tutela/contracts';

const KIND_LABELS: Record<AppointmentConflict['kind'], string> = { physician: 'Medico', resource: 'Risorsa', clinic: 'Ambulatorio' };

/** One conflict for people: who (by name when the screen knows it) and when, then the interval that was asked for. */
export function conflictLine(conflict: AppointmentConflict, names: ReadonlyMap<string, string> = new Map()): string {
  const who = `${KIND_LABELS[conflict.kind]} ${names.get(conflict.id) ?? ''}`.trim();
  const asked = conflict.requested_date
    ? ` (richiesto il ${conflict.requested_date} dalle ${conflict.requested_from} alle ${conflict.requested_to})`
    : '';
  return `${who} già occupato il ${conflict.date} dalle ${conflict.from} alle ${conflict.to}${asked}`;
}

/** The busy message of a refused booking or move and one line per conflict, announced to screen readers. */
export function ConflictList({
  message,
  conflicts,
  names,
}: {
  message: string;
  conflicts: readonly AppointmentConflict[];
  names?: ReadonlyMap<string, string>;
}) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-medium">{message}</p>
      {conflicts.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {conflicts.map((conflict, index) => (
            <li key={`${conflict.id}-${conflict.requested_date}-${index}`}>{conflictLine(conflict, names)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
