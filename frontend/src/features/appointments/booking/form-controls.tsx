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
  const id = useId();
  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="mb-0.5 text-xs font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(error)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function InputField({
  label,
  error,
  className,
  ...rest
}: React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null }) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="mb-0.5 text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(error)}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | null }) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="mb-0.5 text-xs font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(error)}
        {...rest}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
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
  const id = useId();
  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="mb-0.5 text-xs font-medium text-slate-700">
        {label}
      </label>
      <DateInput
        id={id}
        value={value}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(error)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
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
  const id = useId();
  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="mb-0.5 text-xs font-medium text-slate-700">
        {label}
      </label>
      <TimeInput
        id={id}
        value={value}
        onChange={onChange}
        title={title}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(error)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
