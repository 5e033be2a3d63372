import PDFDocument from 'pdfkit';
import { FITNESS_OUTCOMES, VISIT_FORM_KEYS, VISIT_TYPES, type ExaminationVersion, type FormDefinition } from '@tutela/contracts';

export interface ExaminationPdfInput {
  workerName: string;
  birthDate: string | null;
  companyName: string;
  typeId: number;
  version: ExaminationVersion;
  /** The form the data was filled with, for the labels of the data sections (null: keys are shown). */
  form: FormDefinition | null;
}

const itDate = (iso: string | null): string =>
  iso && /^\d{4}-\d{2}-\d{2}/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
const itDateTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
};

/** Labels of the form's input components by key (panels, columns and fieldsets are walked). */
function labelsOf(components: unknown, labels = new Map<string, string>()): Map<string, string> {
  if (!Array.isArray(components)) return labels;
  for (const component of components as Record<string, unknown>[]) {
    if (typeof component?.key === 'string' && typeof component.label === 'string' && component.input !== false)
      labels.set(component.key, component.label);
    labelsOf(component?.components, labels);
    if (Array.isArray(component?.columns))
      for (const column of component.columns as Record<string, unknown>[]) labelsOf(column?.components, labels);
  }
  return labels;
}

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) ? itDate(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // A checkbox group: the keys that are ticked.
    if (entries.every(([, on]) => typeof on === 'boolean'))
      return entries
        .filter(([, on]) => on)
        .map(([key]) => key)
        .join(', ');
    return entries.map(([key, inner]) => `${key}: ${text(inner)}`).join('; ');
  }
  return String(value);
}

/** 'Pdf della visita': the signed version as the law wants it kept, rendered server-side from the signed data. */
export function renderExaminationPdf(input: ExaminationPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Visita ${input.workerName}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const v = input.version;
  const outcome = FITNESS_OUTCOMES.find((o) => o.code === v.outcome)?.label ?? v.outcome ?? '';
  const type = VISIT_TYPES.find((t) => t.typeId === input.typeId)?.label ?? '';
  const field = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value || '-');

  doc.font('Helvetica-Bold').fontSize(16).text('Visita medica', { align: 'center' }).moveDown();
  doc.fontSize(11);
  field('Lavoratore', input.workerName);
  field('Data di nascita', itDate(input.birthDate));
  field('Azienda', input.companyName);
  field('Data della visita', itDate(v.examinationdate));
  field('Tipo di visita', type);
  field('Giudizio', outcome);
  field('Limitazioni', text(v.exdata[VISIT_FORM_KEYS.limitazioni]));
  field('Prescrizioni', text(v.exdata[VISIT_FORM_KEYS.prescrizioni]));
  field('Medico', v.signed_by.name);
  field('Firmata il', itDateTime(v.signed_at));
  field('Versione', `${v.version} (modulo ${v.form_code} v${v.form_version})`);
  doc.moveDown().font('Helvetica-Bold').fontSize(13).text('Dati della visita').moveDown(0.5).fontSize(10);
  const labels = labelsOf(input.form?.schema.components);
  const shown = new Set<string>([VISIT_FORM_KEYS.giudizio, VISIT_FORM_KEYS.limitazioni, VISIT_FORM_KEYS.prescrizioni, 'submit']);
  for (const [key, value] of Object.entries(v.exdata)) {
    const rendered = text(value);
    if (shown.has(key) || !rendered) continue;
    field(labels.get(key) ?? key, rendered);
  }
  doc.end();
  return done;
}
