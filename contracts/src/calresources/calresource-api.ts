import { MESSAGES } from '../messages/messages-it';
import type { CalResourceType } from './calresource-events';

/** 'Risorse' and 'Ambulatori' (spec part 2 §3.8, §7.2 calresources): read and written by the provider's staff from level 6. */
export const CALRESOURCE_MIN_LEVEL = 6;
export const CALRESOURCE_TYPES: readonly CalResourceType[] = ['resources', 'classrooms'];
export const CALRESOURCE_NAME_MAX = 255;
export const CALRESOURCE_TEXT_MAX = 255;

export const CALRESOURCE_MESSAGES = {
  REQUIRED: MESSAGES.REQUIRED,
  NOT_FOUND: 'Risorsa non trovata',
  ALREADY_EXISTS: 'La risorsa esiste già',
  TYPE_INVALID: 'Tipo non valido: resources o classrooms',
  CAPACITY_INVALID: 'La capienza deve essere un numero intero maggiore di zero',
  NAME_TOO_LONG: `Massimo ${CALRESOURCE_NAME_MAX} caratteri`,
  FORBIDDEN: MESSAGES.INSUFFICIENT_PERMISSIONS,
} as const;

/** A row of `GET calresources` and the card of `GET calresources/:id`. */
export interface CalResourceRow {
  id: string;
  type: CalResourceType;
  name: string;
  kind: string | null;
  location: string | null;
  address: string | null;
  capacity: number | null;
  active: boolean;
  /** The stream's revision, sent back with an edit: a stale one answers 409. */
  revision: number;
  created_at: string;
  updated_at: string;
}
