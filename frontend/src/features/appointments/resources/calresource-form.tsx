import { useState, type FormEvent } from 'react';
import type { CalResourceType } from '@tutela/contracts';
import { FormActions, FormAlert } from '../../../components/ui/form-parts';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { CALRESOURCE_TEXT, validateCalresource, type CalResourceValues } from './calresource-rules';

/** What the form does with a refusal: 422 field messages go under their fields, anything else above the form. */
export function failureOf(error: unknown): { message: string | null; fields: Record<string, string> } {
  if (error instanceof ApiError && error.errors) {
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) fields[field] = messages[0];
    // A message for a field the form does not show (type, revision) stays visible above it.
    const shown = new Set(['name', 'kind', 'location', 'address', 'capacity']);
    const hidden = Object.keys(fields).filter((field) => !shown.has(field));
    return { message: hidden.length > 0 ? hidden.map((field) => fields[field]).join(' , ') : null, fields };
  }
  return { message: error instanceof Error ? error.message : 'Salvataggio non riuscito', fields: {} };
}

/**
 * Nome, Tipo/Descrizione, Luogo, Indirizzo and, for a clinic, Capienza. `onSubmit` throws what the server refused;
 * the form places it. A 409 is handled by the caller (the card reloads) and never reaches here.
 */
export function CalresourceForm({
  type,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  disabled = false,
}: {
  type: CalResourceType;
  initial: CalResourceValues;
  submitLabel: string;
  onSubmit: (values: CalResourceValues) => Promise<void>;
  onCancel?: () => void;
  disabled?: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof CalResourceValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCalresource(values, type);
    setFields(errors);
    setMessage(null);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const failure = failureOf(error);
      setFields(failure.fields);
      setMessage(failure.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={message} />
      <div className="grid gap-3 md:grid-cols-2">
        <TextField label="Nome *" value={values.name} onChange={set('name')} error={fields.name} maxLength={255} disabled={disabled} />
        <TextField
          label={CALRESOURCE_TEXT[type].kindLabel}
          value={values.kind}
          onChange={set('kind')}
          error={fields.kind}
          maxLength={255}
          disabled={disabled}
        />
        <TextField
          label="Luogo"
          value={values.location}
          onChange={set('location')}
          error={fields.location}
          maxLength={255}
          disabled={disabled}
        />
        <TextField
          label="Indirizzo"
          value={values.address}
          onChange={set('address')}
          error={fields.address}
          maxLength={255}
          disabled={disabled}
        />
        {type === 'classrooms' && (
          <TextField
            label="Capienza *"
            inputMode="numeric"
            value={values.capacity}
            onChange={set('capacity')}
            error={fields.capacity}
            disabled={disabled}
          />
        )}
      </div>
      {!disabled && <FormActions saving={saving} submitLabel={submitLabel} onCancel={onCancel} />}
    </form>
  );
}
