import { useState } from 'react';
import { REGISTRY_MESSAGES } from '@tutela/contracts';
import { CustomerAutocomplete } from '../../components/list/controls/customer-autocomplete';
import { Button } from '../../components/ui/button';
import { FormActions, FormAlert } from '../../components/ui/form-parts';
import { TextField } from '../../components/ui/text-field';
import { hasFieldErrors, useCheckedForm } from '../../lib/use-checked-form';
import { useSnackbar } from '../../lib/use-snackbar';
import { BirthPlaceAutocomplete } from './birth-place-autocomplete';
import { HealthCardDialog, type HealthCardReading } from './health-card-dialog';
import { computedFiscalCode, validateWorkerForm, workerErrorsFromServer, type WorkerFormValues } from './worker-form-values';
import { DateField } from '../../components/ui/date-input';

/**
 * The worker data dialog's form (spec part 2 §2.3, §5.3): first name, last name, sex, birth date, birth place,
 * tax code with its compute button, email, company; 'leggi tessera sanitaria' fills it from the card.
 */
export interface WorkerFormProps {
  initial: WorkerFormValues;
  submitLabel: string;
  onSubmit: (values: WorkerFormValues) => Promise<void>;
  onCancel?: () => void;
  /** The card edits personal data only: the company changes by transfer. */
  companyLocked?: boolean;
}

export function WorkerForm(props: WorkerFormProps) {
  // The health card replaces several fields at once: the form starts again from the merged values.
  const [seed, setSeed] = useState({ values: props.initial, version: 0 });
  return (
    <WorkerFormFields
      key={seed.version}
      {...props}
      initial={seed.values}
      onReseed={(values) => setSeed((current) => ({ values, version: current.version + 1 }))}
    />
  );
}

function WorkerFormFields({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  companyLocked = false,
  onReseed,
}: WorkerFormProps & { onReseed: (values: WorkerFormValues) => void }) {
  const snackbar = useSnackbar();
  const [cardOpen, setCardOpen] = useState(false);
  const form = useCheckedForm({ initial, validate: validateWorkerForm, fromServer: workerErrorsFromServer, onSubmit });
  const { values, errors, set } = form;

  const compute = () => {
    const code = computedFiscalCode(values);
    if (!code) {
      snackbar.show('Per calcolare il codice fiscale servono nome, cognome, sesso, data e luogo di nascita', 'error');
      return;
    }
    set('fiscal_code', code);
  };

  const fromCard = (card: HealthCardReading) => {
    onReseed({
      ...values,
      first_name: card.first_name,
      last_name: card.last_name,
      sex: card.sex,
      birth_date: card.birth_date,
      birth_place: card.birth_place ? { name: card.birth_place, code: card.birth_place_code } : values.birth_place,
      fiscal_code: card.fiscal_code,
    });
    snackbar.show('Dati della tessera sanitaria copiati', 'success');
  };

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className="flex flex-col gap-4" data-testid="worker-form">
      {hasFieldErrors(errors) && <FormAlert message={REGISTRY_MESSAGES.REQUIRED_FIELDS_MISSING} />}
      <FormAlert message={form.general} />
      <div className="flex justify-end">
        <Button variant="secondary" onClick={() => setCardOpen(true)}>
          Leggi tessera sanitaria
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nome *"
          value={values.first_name}
          onChange={(e) => set('first_name', e.target.value)}
          error={errors.first_name}
          autoComplete="off"
        />
        <TextField
          label="Cognome *"
          value={values.last_name}
          onChange={(e) => set('last_name', e.target.value)}
          error={errors.last_name}
          autoComplete="off"
        />
        <fieldset className="flex flex-col">
          <legend className="mb-1 text-sm font-medium text-slate-700">Sesso *</legend>
          <div className="flex gap-4 py-2">
            {(['M', 'F'] as const).map((sex) => (
              <label key={sex} className="flex items-center gap-1 text-sm">
                <input type="radio" name="sex" value={sex} checked={values.sex === sex} onChange={() => set('sex', sex)} />
                {sex === 'M' ? 'Maschio' : 'Femmina'}
              </label>
            ))}
          </div>
          {errors.sex && <p className="text-xs text-red-600">{errors.sex}</p>}
        </fieldset>
        <DateField
          label="Data di nascita *"
          value={values.birth_date}
          onChange={(iso) => set('birth_date', iso)}
          error={errors.birth_date}
        />
        <BirthPlaceAutocomplete
          value={values.birth_place}
          onChange={(place) => set('birth_place', place)}
          birthDate={values.birth_date}
          error={errors.birth_place}
        />
        <div className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label="Codice fiscale"
            value={values.fiscal_code}
            onChange={(e) => set('fiscal_code', e.target.value.toUpperCase())}
            error={errors.fiscal_code}
            maxLength={16}
            autoComplete="off"
          />
          <Button variant="secondary" onClick={compute} className={errors.fiscal_code ? 'mb-5' : undefined}>
            Calcola
          </Button>
        </div>
        <TextField
          label="Email"
          type="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          autoComplete="off"
        />
        <div className="flex flex-col">
          <span className="mb-1 text-sm font-medium text-slate-700">Azienda *</span>
          {companyLocked ? (
            <span className="py-2 text-sm">{values.customer?.name}</span>
          ) : (
            <CustomerAutocomplete
              value={values.customer}
              onChange={(customer) => set('customer', customer)}
              required={Boolean(errors.customer_id)}
            />
          )}
        </div>
      </div>
      <FormActions saving={form.saving} submitLabel={submitLabel} onCancel={onCancel} />
      <HealthCardDialog open={cardOpen} onClose={() => setCardOpen(false)} onRead={fromCard} />
    </form>
  );
}
