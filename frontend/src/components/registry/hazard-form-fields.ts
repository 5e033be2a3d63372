import type { HazardFormKind } from '@tutela/contracts';

/** One field of a hazard's specific form (spec part 2 §3.7): a number, a text, or a coded choice. */
export type HazardFormField =
  | { key: string; label: string; type: 'number'; unit?: string }
  | { key: string; label: string; type: 'text' }
  | { key: string; label: string; type: 'choice'; options: readonly { value: number; label: string }[] };

const num = (key: string, label: string, unit?: string): HazardFormField => ({ key, label, type: 'number', unit });
const text = (key: string, label: string): HazardFormField => ({ key, label, type: 'text' });
const choice = (key: string, label: string, options: string[]): HazardFormField => ({
  key,
  label,
  type: 'choice',
  options: options.map((option, index) => ({ value: index + 1, label: option })),
});

/** The fields of each specific form, with the spec's keys (they are what form_data stores). */
export const HAZARD_FORM_FIELDS: Readonly<Record<HazardFormKind, readonly HazardFormField[]>> = {
  noise: [
    choice('Rlevel', 'Fascia di esposizione', ['> 80 < 85 dB(A)', '> 85 < 87 dB(A)', '> 87 dB(A)']),
    num('LEXD', 'LEX,8h', 'dB(A)'),
    num('PEAK', 'Ppeak', 'dB(C)'),
  ],
  manual_handling: [
    num('NIOSH', 'Indice NIOSH'),
    num('MAPO', 'Indice MAPO'),
    num('SnookCiriello', 'Indice Snook-Ciriello'),
    choice('fpeso', 'Fascia di peso', ['3-10 kg', '10-20 kg', '20-30 kg', '> 30 kg']),
  ],
  repeated_movements: [num('OCRA', 'Indice OCRA'), num('VAS', 'VAS'), num('VCI', 'VCI')],
  carcinogen: [text('nome', 'Nome'), choice('tipo', 'Tipo', ['Sostanza', 'Preparato', 'Processo']), num('valore', 'Valore')],
  biological_agents: [text('nome', 'Nome'), choice('tipo', 'Tipo', ['Potenziale', 'Manipolazione', 'Uso deliberato'])],
  dusts: [text('nome', 'Nome'), num('valore', 'Valore', 'mg/m³')],
  chemical: [
    text('nome', 'Nome'),
    choice('tipo', 'Tipo', ['Rischio rilevante per la salute', 'Rischio non rilevante per la salute']),
    num('valore', 'Valore'),
  ],
  microclimate: [
    choice('esposizione', 'Esposizione', ['Basse temperature', 'Alte temperature', 'Clima esterno']),
    num('ECT', 'ECT'),
    num('WBGT', 'WBGT', '°C'),
  ],
  exposure_values: [
    num('asbestos', 'Amianto'),
    num('RO', 'RO'),
    num('UV', 'UV'),
    num('CEI', 'CEI'),
    num('CEAF', 'CEAF'),
    num('CRI', 'CRI'),
  ],
};

/** The form_data key of the 'all values normal' note (below 10% of the limit value). */
export const WITHIN_LIMITS_KEY = 'within_limits';
