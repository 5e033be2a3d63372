import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import clsx from 'clsx';
import type { SeriesScope } from '@tutela/contracts';

const SCOPE_LABELS: Record<SeriesScope, string> = {
  this: 'Questa occorrenza',
  following: 'Questa e le successive',
  all: 'Tutte le occorrenze',
};

/** Which occurrences of a series a move or cancel touches (docs/appointments.md, Move and cancel). */
export function SeriesScopeField({
  value,
  onChange,
  label,
}: {
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  label: string;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={label} className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      {(Object.keys(SCOPE_LABELS) as SeriesScope[]).map((scope) => (
        <Field key={scope} className="flex items-center gap-2">
          <Radio
            value={scope}
            className={clsx(
              'flex size-4 items-center justify-center rounded-full border border-slate-400 bg-white',
              'data-checked:border-brand-600 data-checked:bg-brand-600 data-focus:outline-2 data-focus:outline-brand-500',
            )}
          >
            <span className="size-1.5 rounded-full bg-white" />
          </Radio>
          <Label className="text-sm text-slate-800">{SCOPE_LABELS[scope]}</Label>
        </Field>
      ))}
    </RadioGroup>
  );
}
