import { APP_LABELS } from '@tutela/contracts';
import { FormActions, FormAlert } from '../../components/ui/form-parts';
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
  readOnly = false,
}: {
  initial: EntityFormValues;
  /** A past state (Cronologia): every field disabled, no action. */
  readOnly?: boolean;
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
      <FormAlert message={general} />
      <fieldset disabled={readOnly} className="contents">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nome"
            name="name"
            autoComplete="off"
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
          />
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
              <SettingSwitch
                key={field}
                label={label}
                checked={values[field]}
                onChange={(on) => set(field, on)}
                disabled={saving || readOnly}
              />
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
          disabled={saving || readOnly}
        />
      </fieldset>
      {!readOnly && <FormActions saving={saving} submitLabel={submitLabel} onCancel={onCancel} />}
    </form>
  );
}
