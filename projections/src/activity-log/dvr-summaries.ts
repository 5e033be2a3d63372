import { DVR_SITE_CODE, DVR_SITE_SECTIONS } from '@tutela/contracts';

/**
 * "Ultime attività" for DVR streams (DVR). Each event gets a sentence of its own ("Firma DVR revisione 2"); the
 * document's form data and the per-job hazard lists stay out of the stored attributes: a save carries the whole
 * document every time and the log would repeat it for nothing (the DVR stream keeps it).
 */
const DOCUMENT_KEYS = new Set(['data', 'jobHazards']);

export function withoutDvrDocument(category: string, attributes: unknown): unknown {
  if (category !== 'dvr' || !attributes || typeof attributes !== 'object' || Array.isArray(attributes)) return attributes;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => !DOCUMENT_KEYS.has(key)));
}

const SECTION_TITLES = new Map<string, string>(DVR_SITE_SECTIONS.map((section) => [section.key, section.title]));
const count = (value: unknown, one: string, many: string) => {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return `${n} ${n === 1 ? one : many}`;
};

type Sentence = (data: Record<string, unknown>) => string;

/** The whole sentence (without the final period) of each DVR event. */
export const DVR_SENTENCES: Readonly<Record<string, Sentence>> = {
  DvrCreated: (d) =>
    d.code === DVR_SITE_CODE
      ? 'Creazione DVR di sede'
      : `Creazione DVR specifico${typeof d.title === 'string' && d.title ? ` «${d.title}»` : ''}`,
  DvrDataSaved: (d) => {
    const sections = Array.isArray(d.sections) ? d.sections.map((key) => SECTION_TITLES.get(String(key)) ?? String(key)) : [];
    return `Salvataggio DVR${sections.length ? ` (${sections.length === 1 ? 'sezione' : 'sezioni'}: ${sections.join(', ')})` : ''}`;
  },
  DvrSigned: (d) => `Firma DVR revisione ${String(d.revisionNumber)}`,
  DvrReopened: (d) => `Riapertura DVR: revisione ${String(d.archivedRevision)} archiviata`,
  DvrHazardsApplied: (d) =>
    `Rischi del DVR applicati a ${count(Array.isArray(d.jobs) ? d.jobs.length : 0, 'mansione', 'mansioni')} (${count(d.workers, 'lavoratore', 'lavoratori')})`,
};
