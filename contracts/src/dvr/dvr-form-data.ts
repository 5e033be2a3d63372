import { DVR_FORM_KEYS } from './dvr-api';
import type { DvrFormData } from './dvr-events';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ITALIAN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A date typed in a DVR form as YYYY-MM-DD, or null. The forms' date fields are masked gg/mm/aaaa like every date
 * of the product; an ISO date or timestamp (older data, the API) is read too. Impossible dates (31/02) are null.
 */
export function dvrFormDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const italian = ITALIAN_DATE.exec(text);
  const iso = ISO_DATE.exec(text.slice(0, 10));
  const [year, month, day] = italian ? [italian[3], italian[2], italian[1]].map(Number) : iso ? [iso[1], iso[2], iso[3]].map(Number) : [];
  if (year === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The data del documento of a DVR's form data (YYYY-MM-DD), or null when missing or not a real date. The SEDE form
 * keeps each section's data under the section's key, so its date is `card.document_date`; a specific DVR has it
 * on top (`document_date`). Both places are read, the section first.
 */
export function dvrDocumentDate(data: DvrFormData): string | null {
  const card = data[DVR_FORM_KEYS.card];
  const nested =
    card && typeof card === 'object' && !Array.isArray(card) ? (card as Record<string, unknown>)[DVR_FORM_KEYS.documentDate] : undefined;
  return dvrFormDate(nested) ?? dvrFormDate(data[DVR_FORM_KEYS.documentDate]);
}
