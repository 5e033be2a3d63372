import { FITNESS_OUTCOMES, VISIT_TYPES } from '@tutela/contracts';

/**
 * "Ultime attività" for examination streams (ESAME). The clinical data never enters the log: the activity log is
 * read by administrators who may not read health data, so the form's data and the hazards are left out of the
 * stored attributes, and each event gets a sentence of its own ("Visita firmata (versione 2)").
 */
const CLINICAL_KEYS = new Set(['data', 'hazards']);

export function withoutClinicalData(category: string, attributes: unknown): unknown {
  if (category !== 'examination' || !attributes || typeof attributes !== 'object' || Array.isArray(attributes)) return attributes;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !CLINICAL_KEYS.has(key)));
}

const RECORD_NAMES: Record<string, string> = { INV: 'Scheda invalidità', VAC: 'Scheda vaccinazioni' };
const outcomeLabel = (code: unknown) => FITNESS_OUTCOMES.find((o) => o.code === code)?.label ?? (typeof code === 'string' ? code : null);
const itDate = (iso: unknown) =>
  typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null;

type Sentence = (data: Record<string, unknown>) => string;

/** The whole sentence (without the final period) of each examination event. */
export const EXAMINATION_SENTENCES: Readonly<Record<string, Sentence>> = {
  ExaminationStarted: (d) => {
    const record = RECORD_NAMES[String(d.kind)];
    const date = itDate(d.examinationDate);
    if (record) return `${record} inserita${date ? ` (${date})` : ''}`;
    const type = VISIT_TYPES.find((t) => t.typeId === d.typeId)?.label;
    return `Visita iniziata${type ? `: ${type.toLowerCase()}` : ''}${date ? ` del ${date}` : ''}`;
  },
  ExaminationDataSaved: (d) => {
    const record = RECORD_NAMES[String(d.formCode)];
    if (record) return `${record} modificata`;
    const outcome = outcomeLabel(d.outcome);
    return `${d.status === 'ATT' ? 'Visita salvata in attesa' : 'Visita salvata (non firmata)'}${outcome ? `: giudizio «${outcome}»` : ''}`;
  },
  ExaminationSigned: (d) => {
    const outcome = outcomeLabel(d.outcome);
    return `Visita firmata (versione ${String(d.version)})${outcome ? `: giudizio «${outcome}»` : ''}`;
  },
  ExaminationReopened: (d) => `Visita riaperta: versione ${String(d.archivedVersion)} archiviata`,
  ExaminationFileAttached: (d) => `Allegato aggiunto: ${String(d.fileName)}`,
  ExaminationFileDeleted: () => 'Allegato eliminato',
  ExaminationPdfDownloaded: (d) => `Pdf della visita scaricato (versione ${String(d.version)})`,
  ExaminationsZipDownloaded: (d) =>
    `Pdf di tutte le visite firmate scaricati in un archivio zip (${String(Array.isArray(d.examinationIds) ? d.examinationIds.length : 0)} visite)`,
};
