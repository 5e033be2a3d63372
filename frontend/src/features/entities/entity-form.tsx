import { APP_LABELS } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { useCheckedForm } from '../../lib/use-checked-form';
import { serverErrorsToEntityForm, validateEntityForm, type EntityFormValues } from './entity-form-values';
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
  const { values, errors, general, saving, set, submit } = useCheckedForm({
    initial,
    validate: validateEntityForm,
    fromServer: serverErrorsToEntityForm,
    onSubmit,
  });

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
