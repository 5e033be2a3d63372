import { DVR_FORM_KEYS } from './dvr-api';
import type { DvrFormData } from './dvr-events';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * The data del documento of a DVR's form data, or null when missing or not a real YYYY-MM-DD date. The SEDE form
 * keeps each section's data under the section's key, so its date is `card.document_date`; a specific DVR has it
 * on top (`document_date`). Both places are read, the section first.
 */
export function dvrDocumentDate(data: DvrFormData): string | null {
  const card = data[DVR_FORM_KEYS.card];
  const nested = card && typeof card === 'object' && !Array.isArray(card) ? (card as Record<string, unknown>)[DVR_FORM_KEYS.documentDate] : undefined;
  for (const value of [nested, data[DVR_FORM_KEYS.documentDate]]) {
    if (typeof value !== 'string' || !ISO_DATE.test(value)) continue;
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return value;
  }
  return null;
}
