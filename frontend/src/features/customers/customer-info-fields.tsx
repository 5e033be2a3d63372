import { useState, type ReactNode } from 'react';
import type { CustomerAccessLevel, CustomerStaffMember } from '@tutela/contracts';
import { formatDate } from '../../lib/format-date';
import { isoFromItalian } from './customer-form-values';

/** The pieces the customer info dialog is built of: its cards and rows, a date field, the access and staff pickers. */

export const ACCESS_LABELS: Record<CustomerAccessLevel, string> = {
  PLATINUM: 'PLATINUM',
  GOLD: 'GOLD',
  SILVER: 'SILVER',
  DISABLED: 'Disabilitato',
};
export const fullName = (member: CustomerStaffMember) => `${member.first_name} ${member.last_name}`.trim() || '—';

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-md border border-slate-200 p-3" aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-brand-700">{title}</h3>
      {children}
    </section>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] items-center gap-2 text-sm">
      <span className="text-slate-500">{label}</span>
      <span className="min-w-0 text-slate-800">{children}</span>
    </div>
  );
}

export function DateInput({
  label,
  value,
  onChange,
  editable,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  editable: boolean;
  error?: string;
}) {
  const [text, setText] = useState(formatDate(value) || value);
  return (
    <Row label={label}>
      {editable ? (
        <span className="flex flex-col">
          <input
            aria-label={label}
            placeholder="gg/mm/aaaa"
            inputMode="numeric"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onChange(isoFromItalian(event.target.value));
            }}
            className="rounded border border-slate-300 px-2 py-1"
          />
          {error && <span className="text-xs text-red-600">{error}</span>}
        </span>
      ) : (
        formatDate(value) || '—'
      )}
    </Row>
  );
}

export function AccessSelect({
  label,
  value,
  options,
  editable,
  onChange,
}: {
  label: string;
  value: CustomerAccessLevel;
  options: readonly CustomerAccessLevel[];
  editable: boolean;
  onChange: (value: CustomerAccessLevel) => void;
}) {
  return (
    <Row label={label}>
      {editable ? (
        <select
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.target.value as CustomerAccessLevel)}
          className="rounded border border-slate-300 px-2 py-1"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {ACCESS_LABELS[option]}
            </option>
          ))}
        </select>
      ) : (
        ACCESS_LABELS[value]
      )}
    </Row>
  );
}

/** A pick list of users (health coordination, secretaries) as checkboxes; read-only it is the names. */
export function UserChecklist({
  label,
  options,
  selected,
  editable,
  onChange,
  current,
}: {
  label: string;
  options: { id: string; name: string }[];
  selected: string[];
  editable: boolean;
  onChange: (ids: string[]) => void;
  current: CustomerStaffMember[];
}) {
  if (!editable) return <Row label={label}>{current.map(fullName).join(', ') || '—'}</Row>;
  const shown = [
    ...options,
    ...current
      .filter((member) => !options.some((option) => option.id === member.user_id))
      .map((member) => ({ id: member.user_id, name: fullName(member) })),
  ];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm text-slate-500">{label}</legend>
      {shown.length === 0 && <span className="text-sm text-slate-500">Nessun utente disponibile</span>}
      {shown.map((option) => (
        <label key={option.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={selected.includes(option.id)}
            onChange={(event) => onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))}
          />
          {option.name}
        </label>
      ))}
    </fieldset>
  );
}
