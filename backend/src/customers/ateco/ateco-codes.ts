import { foldAccents } from '@tutela/projections';
import { ATECO_CODES } from './ateco-2025.data';

export interface AtecoCode {
  code: string;
  description: string;
}

const INDEX = ATECO_CODES.map(([code, description]) => ({
  code,
  description,
  folded: foldAccents(description).toLowerCase(),
}));
const BY_CODE = new Map(ATECO_CODES.map(([code, description]) => [code, description]));

/** The description of a code as stored on a customer (exact, else its closest ancestor: 25.53.00 → 25.53 → 25). */
export function atecoDescription(code: string): string | null {
  const parts = code.trim().toUpperCase().split('.');
  for (let length = parts.length; length > 0; length--) {
    const found = BY_CODE.get(parts.slice(0, length).join('.'));
    if (found) return found;
  }
  return null;
}

/** Codes starting with the typed code, or whose description contains the typed words (accents ignored). */
export function searchAteco(query: string, limit: number): AtecoCode[] {
  const text = foldAccents(query.trim()).toLowerCase();
  if (text.length < 2) return [];
  const byCode = /^[\d.]+$/.test(text);
  const words = text.split(/\s+/);
  const found: AtecoCode[] = [];
  for (const entry of INDEX) {
    const match = byCode ? entry.code.startsWith(text) : words.every((word) => entry.folded.includes(word));
    if (match) found.push({ code: entry.code, description: entry.description });
    if (found.length >= limit) break;
  }
  return found;
}
