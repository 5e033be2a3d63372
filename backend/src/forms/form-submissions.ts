import { Inject, Injectable } from '@nestjs/common';
import { EXAMINATION_MESSAGES, type Database } from '@tutela/contracts';
import { DATABASE } from '../shared/tokens';
import type { SubmissionErrors } from '../shared/submission-errors';
import { validateSubmission, type SubmissionMode } from './submission-validation';

type FormSchema = Parameters<typeof validateSubmission>[0];

/**
 * Checks what a command is about to store against the published form version the record is filled with. A
 * published version never changes (the loader refuses a changed file), so its schema is kept once read.
 */
@Injectable()
export class FormSubmissions {
  private readonly schemas = new Map<string, FormSchema>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * The field errors of `data` (empty when valid), for the command to carry to its decider: the decider refuses
   * them after its own permission checks, so a caller without rights still gets 403. A version that is not
   * published is an error on `form_version`: data is never stored against a form nobody can check it with.
   */
  async errors(code: string, version: number, data: Record<string, unknown>, mode: SubmissionMode): Promise<SubmissionErrors> {
    const schema = await this.schema(code, version);
    if (!schema) return { form_version: [EXAMINATION_MESSAGES.FORM_NOT_FOUND] };
    return validateSubmission(schema, data, mode);
  }

  private async schema(code: string, version: number): Promise<FormSchema | null> {
    const key = `${code}:${version}`;
    const known = this.schemas.get(key);
    if (known) return known;
    const { rows } = await this.db.query<{ schema: FormSchema }>('SELECT schema FROM form_definitions WHERE code = $1 AND version = $2', [
      code,
      version,
    ]);
    const schema = rows[0]?.schema;
    if (!schema || !Array.isArray(schema.components)) return null;
    this.schemas.set(key, schema);
    return schema;
  }
}
