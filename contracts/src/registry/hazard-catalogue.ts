import type { HazardCatalogueEntry } from './hazards';

/**
 * The base hazard catalogue every entity starts from (GET /api/{app}/entities/{entity_id}/hazards): the risks of
 * D.Lgs. 81/08 that health surveillance and the DVR deal with. Ids are stable: pivots on jobs and workers, and
 * events, refer to them.
 */
export const BASE_HAZARD_CATALOGUE: readonly HazardCatalogueEntry[] = [
  {
    id: 'RUMORE',
    code: 'RUM',
    description_med: 'Rumore',
    med_hazard: true,
    form: 'noise',
  },
  {
    id: 'VIBRAZIONI_HA',
    code: 'VHA',
    description_med: 'Vibrazioni mano-braccio',
    med_hazard: true,
    form: 'exposure_values',
  },
  {
    id: 'VIBRAZIONI_WB',
    code: 'VWB',
    description_med: 'Vibrazioni corpo intero',
    med_hazard: true,
    form: 'exposure_values',
  },
  {
    id: 'MMC',
    code: 'MMC',
    description_med: 'Movimentazione manuale dei carichi',
    med_hazard: true,
    form: 'manual_handling',
  },
  {
    id: 'MOVIMENTI_RIPETUTI',
    code: 'SOV',
    description_med: 'Movimenti ripetuti degli arti superiori',
    med_hazard: true,
    form: 'repeated_movements',
  },
  {
    id: 'VDT',
    code: 'VDT',
    description_med: 'Uso di videoterminali',
    med_hazard: true,
    form: null,
  },
  {
    id: 'AGENTI_CHIMICI',
    code: 'CHI',
    description_med: 'Agenti chimici',
    med_hazard: true,
    form: 'chemical',
  },
  {
    id: 'CANCEROGENI',
    code: 'CAN',
    description_med: 'Agenti cancerogeni e mutageni',
    med_hazard: true,
    form: 'carcinogen',
  },
  {
    id: 'AGENTI_BIOLOGICI',
    code: 'BIO',
    description_med: 'Agenti biologici',
    med_hazard: true,
    form: 'biological_agents',
  },
  {
    id: 'POLVERI',
    code: 'POL',
    description_med: 'Polveri e fibre',
    med_hazard: true,
    form: 'dusts',
  },
  {
    id: 'AMIANTO',
    code: 'AMI',
    description_med: 'Amianto',
    med_hazard: true,
    form: 'exposure_values',
  },
  {
    id: 'MICROCLIMA',
    code: 'MIC',
    description_med: 'Microclima severo',
    med_hazard: true,
    form: 'microclimate',
  },
  {
    id: 'ROA',
    code: 'ROA',
    description_med: 'Radiazioni ottiche artificiali',
    med_hazard: true,
    form: 'exposure_values',
  },
  {
    id: 'UV_SOLARI',
    code: 'UVS',
    description_med: 'Radiazioni ultraviolette solari',
    med_hazard: true,
    form: 'exposure_values',
  },
  {
    id: 'RADIAZIONI_IONIZZANTI',
    code: 'RIO',
    description_med: 'Radiazioni ionizzanti',
    med_hazard: true,
    form: null,
  },
  {
    id: 'CEM',
    code: 'CEM',
    description_med: 'Campi elettromagnetici',
    med_hazard: true,
    form: 'exposure_values',
  },
  {
    id: 'LAVORO_NOTTURNO',
    code: 'NOT',
    description_med: 'Lavoro notturno',
    med_hazard: true,
    form: null,
  },
  {
    id: 'LAVORO_IN_QUOTA',
    code: 'QUO',
    description_med: 'Lavoro in quota',
    med_hazard: true,
    form: null,
  },
  {
    id: 'SPAZI_CONFINATI',
    code: 'SPC',
    description_med: 'Ambienti confinati o sospetti di inquinamento',
    med_hazard: true,
    form: null,
  },
  {
    id: 'GUIDA_AUTOMEZZI',
    code: 'GUI',
    description_med: 'Guida di automezzi e mezzi di sollevamento',
    med_hazard: true,
    form: null,
  },
  {
    id: 'POSTURE',
    code: 'POS',
    description_med: 'Posture incongrue',
    med_hazard: true,
    form: null,
  },
  {
    id: 'STRESS',
    code: 'SLC',
    description_med: 'Stress lavoro-correlato',
    med_hazard: false,
    form: null,
  },
  {
    id: 'ELETTRICO',
    code: 'ELE',
    description_med: 'Rischio elettrico',
    med_hazard: false,
    form: null,
  },
  {
    id: 'INCENDIO',
    code: 'INC',
    description_med: 'Rischio incendio',
    med_hazard: false,
    form: null,
  },
  {
    id: 'ATTREZZATURE',
    code: 'ATT',
    description_med: 'Uso di macchine e attrezzature',
    med_hazard: false,
    form: null,
  },
];

export function baseHazardById(id: string): HazardCatalogueEntry | undefined {
  return BASE_HAZARD_CATALOGUE.find((hazard) => hazard.id === id);
}
