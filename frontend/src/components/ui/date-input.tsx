import { useId, useRef, useState, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';
import { format, isValid, parse } from 'date-fns';

/** ISO date (YYYY-MM-DD) → what the user reads and types: dd/MM/yyyy. '' stays ''. */
export function isoToDisplay(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return '';
  const date = parse(iso, 'yyyy-MM-dd', new Date());
  return isValid(date) ? format(date, 'dd/MM/yyyy') : '';
}

/** dd/MM/yyyy with a 4-digit year → ISO date, or null when it is not a whole, real date (31/02/2024, 1/1/24). */
export function displayToIso(text: string): string | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return null;
  const date = parse(text, 'dd/MM/yyyy', new Date());
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** Digits as the user types them, with the slashes put in: 15031992 → 15/03/1992. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** ISO date YYYY-MM-DD, or '' when empty. */
  value: string;
  /** ISO date of a whole valid date, '' while empty or incomplete. */
  onChange: (iso: string) => void;
}

/**
 * The date input of the whole application (spec: dates are typed and shown as dd/MM/yyyy with a 4-digit year).
 * A native `type="date"` shows the browser's own locale (mm/dd/yyyy in an English browser), so this is a masked text
 * input that speaks ISO to the code around it.
 */
export function DateInput({ value, onChange, className, placeholder = 'gg/mm/aaaa', ...rest }: DateInputProps) {
  const [text, setText] = useState(() => isoToDisplay(value));
  // What this input last reported: a different `value` comes from outside (a reset, a loaded record) and is shown.
  const reported = useRef(value);
  if (value !== reported.current) {
    reported.current = value;
    const shown = isoToDisplay(value);
    if (shown !== text && (value !== '' || displayToIso(text) !== null)) setText(shown);
  }
  const complete = text.length === 10;
  const invalid = complete && displayToIso(text) === null;
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      maxLength={10}
      value={text}
      aria-invalid={invalid || rest['aria-invalid'] ? true : undefined}
      title={invalid ? 'Data non valida: usare gg/mm/aaaa' : rest.title}
      className={className}
      onChange={(event) => {
        const next = maskDate(event.target.value);
        setText(next);
        const iso = displayToIso(next) ?? '';
        if (iso !== reported.current) {
          reported.current = iso;
          onChange(iso);
        }
      }}
    />
  );
}

/** A labelled DateInput with its validation message, like TextField. */
export function DateField({
  label,
  error,
  className,
  value,
  onChange,
  disabled,
}: {
  label: string;
  error?: string | null;
  className?: string;
  value: string;
  onChange: (iso: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="mb-1 text-sm font-medium text-slate-700">
        {label}
      </label>
      <DateInput
        id={id}
        value={value}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'w-full rounded-md border px-3 py-2 text-sm focus:outline-none focus:ring-2',
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
        )}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
