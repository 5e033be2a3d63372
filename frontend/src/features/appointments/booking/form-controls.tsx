import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { DateInput } from '../../../components/ui/date-input';
import { TimeInput } from './time-input';

/** The dense inputs of the booking form: label above, error under, the error tied to the control for screen readers. */
const CONTROL = 'w-full rounded-md border px-2 py-1.5 text-sm focus:outline-none focus:ring-2';
const controlClass = (error?: string | null) =>
  clsx(CONTROL, error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100');

function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-0.5 text-xs text-red-600">
      {error}
    </p>
  );
}

/** What a control needs to be tied to its label and its error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** Label above, the control, the error under it: the one frame of every field of the form. */
function LabeledField({
  label,
  error,
  className,
  children,
}: {
  label: string;
  error?: string | null;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: controlClass(error),
  };
  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="mb-0.5 text-xs font-medium text-slate-700">
        {label}
      </label>
      {children(control)}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  options,
  placeholder,
  className,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | null;
  options: readonly { value: string | number; label: string }[];
  placeholder?: string;
}) {
  return (
    <LabeledField label={label} error={error} className={className}>
      {(control) => (
        <select {...control} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabeledField>
  );
}

export function InputField({
  label,
  error,
  className,
  ...rest
}: React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null }) {
  return (
    <LabeledField label={label} error={error} className={className}>
      {(control) => <input {...control} {...rest} />}
    </LabeledField>
  );
}

export function TextAreaField({
  label,
  error,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null }) {
  return (
    <LabeledField label={label} error={error} className={className}>
      {(control) => <textarea rows={2} {...control} {...rest} />}
    </LabeledField>
  );
}

export function CheckField({ label, checked, onChange }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex items-center gap-1.5 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-400 accent-brand-600"
      />
      {label}
    </label>
  );
}

/** A group of checkboxes (weekdays, resources, workers) named by a legend, its error under it. */
export function CheckGroup({
  legend,
  error,
  children,
  className,
}: {
  legend: string;
  error?: string | null;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset className={clsx('flex flex-col', className)} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-0.5 text-xs font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1">{children}</div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** A date typed and shown dd/MM/yyyy (the application's DateInput), ISO to the form. */
export function DateInputField({
  label,
  error,
  value,
  onChange,
  className,
  disabled,
}: {
  label: string;
  error?: string | null;
  value: string;
  onChange: (iso: string) => void;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <LabeledField label={label} error={error} className={className}>
      {(control) => <DateInput {...control} value={value} onChange={onChange} disabled={disabled} />}
    </LabeledField>
  );
}

/** A 24-hour HH:mm time (TimeInput), '' when empty. */
export function TimeInputField({
  label,
  error,
  value,
  onChange,
  className,
  title,
}: {
  label: string;
  error?: string | null;
  value: string;
  onChange: (time: string) => void;
  className?: string;
  title?: string;
}) {
  return (
    <LabeledField label={label} error={error} className={className}>
      {(control) => <TimeInput {...control} value={value} onChange={onChange} title={title} />}
    </LabeledField>
  );
}
