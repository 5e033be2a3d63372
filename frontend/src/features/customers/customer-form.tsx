import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormActions, FormAlert } from '../../components/ui/form-parts';
import { TextField } from '../../components/ui/text-field';
import { useCheckedForm } from '../../lib/use-checked-form';
import { atecoQuery } from './customers-api';
import { customerErrorsFromServer, validateCustomer, type CustomerFormValues } from './customer-form-values';

/** ATECO code with suggestions from the ISTAT list (lookups/ateco) as the user types a code or words. */
function AtecoField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(value), 250);
    return () => clearTimeout(timer);
  }, [value]);
  const { data = [] } = useQuery(atecoQuery(search));
  return (
    <div className="flex flex-col">
      <TextField
        label="Codice ATECO"
        list="ateco-options"
        value={value}
        error={error}
        disabled={disabled}
        placeholder="es. 25.53.00 o 'meccanica'"
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id="ateco-options">
        {data.map((row) => (
          <option key={row.code} value={row.code}>
            {`${row.code} ${row.description}`}
          </option>
        ))}
      </datalist>
    </div>
  );
}

/**
 * The customer's data (ragione sociale, partita IVA, address…), for the new-customer page and the card. Checked
 * with the server's own rules before sending; a 422 lands under its fields. `readOnly`: shown, not editable.
 */
export function CustomerForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  readOnly = false,
}: {
  initial: CustomerFormValues;
  submitLabel: string;
  onSubmit: (values: CustomerFormValues) => Promise<void>;
  onCancel?: () => void;
  readOnly?: boolean;
}) {
  const form = useCheckedForm({ initial, validate: validateCustomer, fromServer: customerErrorsFromServer, onSubmit });
  const field = (
    name: keyof CustomerFormValues,
    label: string,
    extra: { required?: boolean; className?: string; inputMode?: 'numeric' | 'email' | 'tel' } = {},
  ) => (
    <TextField
      label={label + (extra.required ? ' *' : '')}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      disabled={readOnly}
      inputMode={extra.inputMode}
      className={extra.className}
      onChange={(event) => form.set(name, event.target.value)}
    />
  );
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className="flex flex-col gap-4">
      <FormAlert message={form.general} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {field('company_name', 'Ragione sociale', { required: true, className: 'md:col-span-2' })}
        {field('vat_number', 'Partita IVA', { inputMode: 'numeric' })}
        {field('fiscal_code', 'Codice fiscale')}
        {field('address', 'Indirizzo')}
        {field('city', 'Comune')}
        {field('phone', 'Telefono', { inputMode: 'tel' })}
        {field('email', 'Email', { inputMode: 'email' })}
        <AtecoField value={form.values.ateco} error={form.errors.ateco} disabled={readOnly} onChange={(code) => form.set('ateco', code)} />
      </div>
      {!readOnly && <FormActions saving={form.saving} submitLabel={submitLabel} onCancel={onCancel} />}
    </form>
  );
}
