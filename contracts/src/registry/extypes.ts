/**
 * Examination types (extypes, spec part 2 §3.5): what a health protocol row asks for. Ids are fixed because other
 * records refer to them: 10 is the periodic visit whose period prefills the next visit (part 1 §4), 9 and 22 the
 * vaccination and disability records (part 1 §9). EMA, BIO, SPI, AUD, ECG and DRG show an availability dot
 * in lists (part 2 §2.1).
 */
export interface ExaminationType {
  id: number;
  code: string;
  name: string;
  /** Can be a row of a health protocol. */
  health_protocol: boolean;
  /** Short symbol shown in tables. */
  symbol: string;
}

export const PERIODIC_VISIT_TYPE_ID = 10;
export const VACCINATION_TYPE_ID = 9;
export const DISABILITY_TYPE_ID = 22;

export const EXAMINATION_TYPES: readonly ExaminationType[] = [
  {
    id: 1,
    code: 'VP',
    name: 'Visita medica preventiva',
    health_protocol: true,
    symbol: 'VP',
  },
  {
    id: 2,
    code: 'VPA',
    name: 'Visita medica preventiva in fase preassuntiva',
    health_protocol: true,
    symbol: 'VPA',
  },
  {
    id: 3,
    code: 'RVS',
    name: 'Visita su richiesta del lavoratore',
    health_protocol: false,
    symbol: 'RVS',
  },
  {
    id: 4,
    code: 'CM',
    name: 'Visita per cambio mansione',
    health_protocol: false,
    symbol: 'CM',
  },
  {
    id: 5,
    code: 'RL',
    name: 'Visita precedente alla ripresa del lavoro (assenza > 60 giorni)',
    health_protocol: false,
    symbol: 'RL',
  },
  {
    id: 6,
    code: 'CR',
    name: 'Visita alla cessazione del rapporto di lavoro',
    health_protocol: false,
    symbol: 'CR',
  },
  {
    id: 9,
    code: 'VAC',
    name: 'Vaccinazioni',
    health_protocol: false,
    symbol: 'VAC',
  },
  {
    id: 10,
    code: 'PV',
    name: 'Visita medica periodica',
    health_protocol: true,
    symbol: 'PV',
  },
  {
    id: 11,
    code: 'EMA',
    name: 'Esami ematochimici',
    health_protocol: true,
    symbol: 'EMA',
  },
  {
    id: 12,
    code: 'BIO',
    name: 'Monitoraggio biologico',
    health_protocol: true,
    symbol: 'BIO',
  },
  {
    id: 13,
    code: 'SPI',
    name: 'Spirometria',
    health_protocol: true,
    symbol: 'SPI',
  },
  {
    id: 14,
    code: 'AUD',
    name: 'Audiometria',
    health_protocol: true,
    symbol: 'AUD',
  },
  {
    id: 15,
    code: 'ECG',
    name: 'Elettrocardiogramma',
    health_protocol: true,
    symbol: 'ECG',
  },
  {
    id: 16,
    code: 'DRG',
    name: 'Accertamenti assenza tossicodipendenza',
    health_protocol: true,
    symbol: 'DRG',
  },
  {
    id: 17,
    code: 'ALC',
    name: 'Accertamenti assenza alcol dipendenza',
    health_protocol: true,
    symbol: 'ALC',
  },
  {
    id: 18,
    code: 'VIS',
    name: 'Visiotest (ergoftalmologia)',
    health_protocol: true,
    symbol: 'VIS',
  },
  {
    id: 19,
    code: 'RXT',
    name: 'Radiografia del torace',
    health_protocol: true,
    symbol: 'RXT',
  },
  {
    id: 20,
    code: 'VDT',
    name: 'Visita videoterminalisti',
    health_protocol: true,
    symbol: 'VDT',
  },
  {
    id: 22,
    code: 'INV',
    name: 'Invalidità',
    health_protocol: false,
    symbol: 'INV',
  },
];

export function examinationTypeById(id: number): ExaminationType | undefined {
  return EXAMINATION_TYPES.find((type) => type.id === id);
}
