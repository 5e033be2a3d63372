import type { HazardAssignment, HealthProtocolEntry } from '@tutela/contracts';
import { PERIOD_ONCE, PERIOD_VDT } from '@tutela/contracts';

/** A job of the demo seed: its fields, hazards (with pivots) and health protocol. */
export interface DemoJob {
  key: string;
  name: string;
  description: string;
  level: number;
  hazards: HazardAssignment[];
  protocol: HealthProtocolEntry[];
}

const hazard = (
  hazardId: string,
  frequency: HazardAssignment['frequency'],
  expositionDays: number | null,
  formData: Record<string, unknown> | null = null,
): HazardAssignment => ({
  hazardId,
  evaluationDate: '2025-01-15',
  expositionDays,
  frequency,
  formData,
});
const exam = (examinationTypeId: number, period: number, periodInJob: number | null = null): HealthProtocolEntry => ({
  examinationTypeId,
  period,
  periodInJob,
});

/** The entity's catalogue of general jobs (glist), with realistic risks and protocols. */
export const DEMO_GENERAL_JOBS: readonly DemoJob[] = [
  {
    key: 'impiegato',
    name: 'Impiegato amministrativo',
    description: "Lavoro d'ufficio al videoterminale per più di 20 ore settimanali",
    level: 2,
    hazards: [hazard('VDT', 4, 220), hazard('POSTURE', 4, 220), hazard('STRESS', 1, null)],
    protocol: [exam(1, PERIOD_ONCE), exam(20, PERIOD_VDT), exam(18, PERIOD_VDT)],
  },
  {
    key: 'magazziniere',
    name: 'Magazziniere',
    description: 'Carico, scarico e movimentazione merci, uso del carrello elevatore',
    level: 1,
    hazards: [
      hazard('RUMORE', 3, 220, { Rlevel: 1, LEXD: 82, PEAK: 128 }),
      hazard('VIBRAZIONI_WB', 3, 200, { CEI: 0.4 }),
      hazard('MMC', 4, 220, { NIOSH: 0.9, fpeso: 2 }),
      hazard('MICROCLIMA', 2, 120, { esposizione: 1 }),
    ],
    protocol: [exam(1, PERIOD_ONCE), exam(10, 12), exam(14, 24), exam(16, 12)],
  },
  {
    key: 'metalmeccanico',
    name: 'Operaio metalmeccanico',
    description: 'Lavorazioni alle macchine utensili, saldatura e assemblaggio',
    level: 1,
    hazards: [
      hazard('RUMORE', 4, 220, { Rlevel: 2, LEXD: 86, PEAK: 135 }),
      hazard('VIBRAZIONI_HA', 3, 200, { CEAF: 3.1 }),
      hazard('MOVIMENTI_RIPETUTI', 4, 220, { OCRA: 2.4 }),
      hazard('AGENTI_CHIMICI', 3, 180, { nome: 'Oli minerali, fumi di saldatura', tipo: 1, valore: 0.02 }),
      hazard('POLVERI', 2, 180, { nome: 'Polveri metalliche', valore: 0.5 }),
    ],
    protocol: [exam(1, PERIOD_ONCE), exam(10, 12), exam(14, 12), exam(13, 24), exam(11, 12)],
  },
  {
    key: 'autista',
    name: 'Autista',
    description: 'Guida di autocarri per consegne sul territorio',
    level: 2,
    hazards: [hazard('GUIDA_AUTOMEZZI', 5, 230), hazard('VIBRAZIONI_WB', 4, 230), hazard('MMC', 2, 150), hazard('LAVORO_NOTTURNO', 1, 40)],
    protocol: [exam(1, PERIOD_ONCE), exam(10, 12), exam(16, 12), exam(17, 12), exam(15, 24)],
  },
  {
    key: 'pulizie',
    name: 'Addetto pulizie',
    description: 'Pulizia di uffici e reparti con prodotti detergenti',
    level: 2,
    hazards: [hazard('AGENTI_CHIMICI', 3, 220), hazard('MMC', 2, 220), hazard('POSTURE', 3, 220), hazard('AGENTI_BIOLOGICI', 1, 100)],
    protocol: [exam(1, PERIOD_ONCE), exam(10, 24), exam(11, 24)],
  },
];

/** Jobs every factory of the demo customer gets (specific jobs, 'Mansioni specifiche'). */
export const DEMO_FACTORY_JOBS: readonly DemoJob[] = [
  {
    key: 'saldatore',
    name: 'Saldatore',
    description: 'Saldatura a filo continuo e TIG in reparto',
    level: 1,
    hazards: [
      hazard('RUMORE', 4, 220, { Rlevel: 2, LEXD: 85.5 }),
      hazard('ROA', 4, 220, { UV: 0.3 }),
      hazard('AGENTI_CHIMICI', 4, 220, { nome: 'Fumi di saldatura', tipo: 1, valore: 1.2 }),
    ],
    protocol: [exam(1, PERIOD_ONCE), exam(10, 12), exam(13, 12), exam(19, 36)],
  },
  {
    key: 'carrellista',
    name: 'Carrellista',
    description: 'Conduzione di carrelli elevatori in magazzino',
    level: 2,
    hazards: [hazard('VIBRAZIONI_WB', 4, 220), hazard('RUMORE', 2, 220), hazard('ATTREZZATURE', 5, 220)],
    protocol: [exam(1, PERIOD_ONCE), exam(10, 12), exam(16, 12), exam(17, 12)],
  },
];
