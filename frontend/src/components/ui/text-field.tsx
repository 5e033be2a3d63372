import { useId, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
}

/** Labelled input with its validation message underneath, shared by every form of the application. */
export function TextField({ label, error, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col', className)}>
      <label htmlFor={id} className="mb-1 text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'w-full rounded-md border px-3 py-2 text-sm focus:outline-none focus:ring-2',
          error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
        )}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
