import { useState, type FormEvent } from 'react';
import { APP_LABELS } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import {
  hasEntityErrors,
  serverErrorsToEntityForm,
  validateEntityForm,
  type EntityFormErrors,
  type EntityFormValues,
} from './entity-form-values';
import { SettingSwitch } from './setting-switch';

const APPLICATIONS = [
  { field: 'active_md', label: APP_LABELS.md },
  { field: 'active_fr', label: APP_LABELS.fr },
  { field: 'active_sr', label: APP_LABELS.sr },
] as const;

/**
 * The entity's data (card and new-entity page). Errors show where they belong: the client's checks first,
 * then the server's 422 map; the applications share one message under their switches.
 */
export function EntityForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EntityFormValues;
  submitLabel: string;
  /** Resolves when saved; an ApiError with an errors map is shown on the fields, any other error above them. */
  onSubmit: (values: EntityFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<EntityFormErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof EntityFormValues>(field: K, value: EntityFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // once the user tried to save, errors follow the editing so a fixed field clears at once
    if (submitted) setErrors(validateEntityForm(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setGeneral(null);
    const found = validateEntityForm(values);
    setErrors(found);
    if (hasEntityErrors(found)) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const mapped = serverErrorsToEntityForm(error.errors);
        setErrors(mapped.fields);
        setGeneral(mapped.other.join(' , ') || (hasEntityErrors(mapped.fields) ? null : error.message));
      } else if (!(error instanceof ApiError && error.isUnauthorized)) {
        // 401/403 are already reported by the shell ('Utente non autorizzato').
        setGeneral(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Dati ente">
      {general && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {general}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" name="name" autoComplete="off" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <TextField
          label="Indirizzo"
          name="address_info"
          autoComplete="off"
          value={values.address_info}
          error={errors.address_info}
          onChange={(e) => set('address_info', e.target.value)}
        />
      </div>
      <fieldset aria-describedby={errors.applications ? 'entity-applications-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-700">Applicazioni attive</legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
          {APPLICATIONS.map(({ field, label }) => (
            <SettingSwitch key={field} label={label} checked={values[field]} onChange={(on) => set(field, on)} disabled={saving} />
          ))}
        </div>
        {errors.applications && (
          <p id="entity-applications-error" role="alert" className="mt-2 text-xs text-red-600">
            {errors.applications}
          </p>
        )}
        <p className="mt-2 text-xs text-slate-500">
          Le applicazioni spente non compaiono più nel cambio applicazione degli utenti dell&apos;ente.
        </p>
      </fieldset>
      <SettingSwitch
        label="Versione generica"
        description="Nasconde le voci riservate alla versione completa del prodotto"
        checked={values.generic}
        onChange={(on) => set('generic', on)}
        disabled={saving}
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Annulla
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvataggio…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
