import { EXAMINATION_KINDS, type ExaminationKind } from './examination-events';

/** Kind of a form definition: the examinations' own (VIS, INV, VAC) or a risk assessment document (DVR). */
export const FORM_KINDS = [...EXAMINATION_KINDS, 'DVR'] as const;
export type FormKind = ExaminationKind | 'DVR';

/**
 * Events of a `form-<code>` stream: the versions of one form.io definition (VIS, INV, VAC, DVR-*), loaded from
 * deploy/forms at start. A version, once published, never changes: a record keeps pointing at it.
 */
export interface FormVersionPublishedData {
  /** Numeric id served by GET /api/{md|fr|sr}/formio/{id}: derived from (code, version), so stable across rebuilds. */
  formId: number;
  code: string;
  version: number;
  title: string;
  kind: FormKind;
  schema: { display?: string; components: unknown[]; [key: string]: unknown };
  /** SHA-256 of the canonical JSON of the file: a changed file under the same version is refused. */
  sha256: string;
}

export interface FormDefinitionEventMap {
  FormVersionPublished: FormVersionPublishedData;
}
export const FORM_STREAM_PREFIX = 'form-';
