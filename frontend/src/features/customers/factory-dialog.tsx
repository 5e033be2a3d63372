import { useState } from 'react';
import {
  FACTORY_MODULES,
  MESSAGES,
  coordinateErrors,
  type CustomerFactoryRow,
  type FactoryModule,
  type FactoryWriteBody,
} from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { FormAlert } from '../../components/ui/form-parts';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api-client';
import { FactoryMapDialog } from './factory-map-dialog';

export interface FactoryDialogResult {
  body: FactoryWriteBody;
  modules: FactoryModule[];
}

const parseCoordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * Add or edit a factory: name, address, comune, position (typed or set on the map) and, when editing, its modules.
 * The server's 422 lands under the fields.
 */
export function FactoryDialog({
  open,
  factory,
  onClose,
  onSave,
  saving,
}: {
  open: boolean;
  /** null: a new factory. */
  factory: CustomerFactoryRow | null;
  onClose: () => void;
  onSave: (result: FactoryDialogResult) => Promise<void>;
  /** The save's mutation is pending. */
  saving: boolean;
}) {
  const [values, setValues] = useState({
    name: factory?.name ?? '',
    address: factory?.address ?? '',
    city: factory?.location.comune ?? '',
    lat: factory?.lat === null || factory?.lat === undefined ? '' : String(factory.lat),
    lng: factory?.lng === null || factory?.lng === undefined ? '' : String(factory.lng),
  });
  const [modules, setModules] = useState<FactoryModule[]>(factory?.modules ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const set = (key: keyof typeof values, value: string) => setValues({ ...values, [key]: value });

  const lat = parseCoordinate(values.lat);
  const lng = parseCoordinate(values.lng);

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = MESSAGES.REQUIRED;
    if (Number.isNaN(lat)) found.lat = 'Latitudine non valida';
    if (Number.isNaN(lng)) found.lng = 'Longitudine non valida';
    for (const [key, messages] of Object.entries(coordinateErrors(lat, lng))) found[key] ??= messages[0];
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    try {
      await onSave({
        body: { name: values.name.trim(), address: values.address.trim() || null, city: values.city.trim() || null, lat, lng },
        modules,
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, messages]) => [key, messages[0]])));
      } else {
        setGeneral(error instanceof Error ? error.message : String(error));
      }
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={factory ? `${MESSAGES.DIALOG_TITLE_EDIT} sede` : `${MESSAGES.DIALOG_TITLE_NEW} sede`}
      width="40rem"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Annulla
          </Button>
          <Button onClick={() => void submit()} disabled={saving}>
            {saving ? 'Salvataggio…' : 'Salva'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormAlert message={general} />
        <TextField
          label="Nome sede *"
          name="factory_name"
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Indirizzo"
            name="factory_address"
            value={values.address}
            error={errors.address}
            onChange={(e) => set('address', e.target.value)}
          />
          <TextField
            label="Comune"
            name="factory_city"
            value={values.city}
            error={errors.city}
            onChange={(e) => set('city', e.target.value)}
          />
          <TextField
            label="Latitudine"
            name="factory_lat"
            inputMode="decimal"
            value={values.lat}
            error={errors.lat}
            onChange={(e) => set('lat', e.target.value)}
          />
          <TextField
            label="Longitudine"
            name="factory_lng"
            inputMode="decimal"
            value={values.lng}
            error={errors.lng}
            onChange={(e) => set('lng', e.target.value)}
          />
        </div>
        <div>
          <Button variant="secondary" onClick={() => setMapOpen(true)}>
            Posiziona sulla mappa
          </Button>
        </div>
        {factory && (
          <fieldset className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">Moduli attivi</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {FACTORY_MODULES.map((module) => (
                <label key={module} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={modules.includes(module)}
                    onChange={(event) => setModules(event.target.checked ? [...modules, module] : modules.filter((m) => m !== module))}
                  />
                  {module}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </div>
      {mapOpen && (
        <FactoryMapDialog
          open
          title={`Posizione: ${values.name || 'nuova sede'}`}
          initial={lat !== null && lng !== null && !Number.isNaN(lat) && !Number.isNaN(lng) ? { lat, lng } : null}
          onClose={() => setMapOpen(false)}
          onSave={(position) => {
            setValues({ ...values, lat: String(position.lat), lng: String(position.lng) });
            setMapOpen(false);
          }}
        />
      )}
    </DialogFrame>
  );
}
