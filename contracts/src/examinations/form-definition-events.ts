import type { ExaminationKind } from './examination-events';

/**
 * Events of a `form-<code>` stream: the versions of one form.io definition (VIS, INV, VAC), loaded from
 * deploy/forms at start. A version, once published, never changes: a record keeps pointing at it.
 */
export interface FormVersionPublishedData {
  /** Numeric id served by GET /api/md/formio/{id}: derived from (code, version), so stable across rebuilds. */
  formId: number;
  code: string;
  version: number;
  title: string;
  kind: ExaminationKind;
  schema: { display?: string; components: unknown[]; [key: string]: unknown };
  /** SHA-256 of the canonical JSON of the file: a changed file under the same version is refused. */
  sha256: string;
}

export interface FormDefinitionEventMap {
  FormVersionPublished: FormVersionPublishedData;
}
export const FORM_STREAM_PREFIX = 'form-';
