/**
 * DVR (documento di valutazione dei rischi, D.Lgs. 81/2008 art. 17 and 28) types. The site DVR (SEDE) is one per
 * factory, made of the sections of the sr menu "DVR SEDE"; specific DVRs (DVR specifici) assess one risk in depth
 * and a factory may have several of the same code (e.g. one per assessment campaign).
 */

/** The sections of the site DVR, in menu order: each is a panel of the SEDE form with this key. */
export const DVR_SITE_SECTIONS = [
  { key: 'card', title: 'Scheda DVR' },
  { key: 'processes', title: 'Processi' },
  { key: 'dvrdpi', title: 'DPI' },
  { key: 'compile', title: 'Compilazione' },
  { key: 'chaz', title: 'Rischio chimico' },
  { key: 'areas', title: 'Aree' },
  { key: 'stru', title: 'Strutture' },
  { key: 'jhaz', title: 'Rischi per mansione' },
  { key: 'areahaz', title: 'Rischi per area' },
  { key: 'ops', title: 'Operazioni' },
  { key: 'rep', title: 'Report' },
] as const;
export type DvrSiteSection = (typeof DVR_SITE_SECTIONS)[number]['key'];

export const DVR_SITE_CODE = 'SEDE';

export interface DvrType {
  code: string;
  title: string;
  /** Code of the form.io definition (deploy/forms/<formCode>-v<n>.json). */
  formCode: string;
  /** true only for SEDE: one per factory, its stream id derived from the factory. */
  site: boolean;
  /** Hazards of the catalogue (BASE_HAZARD_CATALOGUE ids) a specific DVR assesses; empty = any. */
  hazardIds: readonly string[];
}

export const DVR_TYPES: readonly DvrType[] = [
  { code: DVR_SITE_CODE, title: 'DVR di sede', formCode: 'DVR-SEDE', site: true, hazardIds: [] },
  { code: 'RUM', title: 'Valutazione del rischio rumore', formCode: 'DVR-RUM', site: false, hazardIds: ['RUMORE'] },
  {
    code: 'VIB',
    title: 'Valutazione del rischio vibrazioni',
    formCode: 'DVR-VIB',
    site: false,
    hazardIds: ['VIBRAZIONI_HA', 'VIBRAZIONI_WB'],
  },
  { code: 'MMC', title: 'Movimentazione manuale dei carichi', formCode: 'DVR-MMC', site: false, hazardIds: ['MMC', 'MOVIMENTI_RIPETUTI'] },
  {
    code: 'CHIM',
    title: 'Valutazione del rischio chimico',
    formCode: 'DVR-CHIM',
    site: false,
    hazardIds: ['AGENTI_CHIMICI', 'CANCEROGENI', 'POLVERI'],
  },
  { code: 'STRESS', title: 'Stress lavoro-correlato', formCode: 'DVR-STRESS', site: false, hazardIds: ['STRESS'] },
  { code: 'INC', title: 'Valutazione del rischio incendio', formCode: 'DVR-INC', site: false, hazardIds: ['INCENDIO'] },
  { code: 'VDT', title: 'Videoterminali', formCode: 'DVR-VDT', site: false, hazardIds: ['VDT'] },
  { code: 'MIC', title: 'Microclima', formCode: 'DVR-MIC', site: false, hazardIds: ['MICROCLIMA'] },
];

export function dvrTypeByCode(code: string): DvrType | undefined {
  return DVR_TYPES.find((type) => type.code === code);
}

/**
 * The hazards a DVR of this type may set: its type's own, or [] for any hazard of the catalogue (the site DVR,
 * or a code no type has). The form offers these and the server refuses the others.
 */
export function dvrAssessedHazardIds(code: string): readonly string[] {
  return dvrTypeByCode(code)?.hazardIds ?? [];
}
