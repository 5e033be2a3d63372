import { useId, type InputHTMLAttributes } from 'react';
import clsx from 'clsx';

/** Labelled input of the user forms with its validation message underneath. */
export function UserField({ label, error, className, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }) {
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
          'rounded-md border px-3 py-2 text-sm focus:ring-2 focus:outline-none',
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
