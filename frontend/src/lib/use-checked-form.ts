import { useState, type FormEvent } from 'react';
import { ApiError } from './api-error';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasFieldErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}

export interface CheckedFormOptions<V, K extends string> {
  initial: V;
  /** The client's checks: a message per field in error. */
  validate: (values: V) => FieldErrors<K>;
  /** A 422 errors map placed on the form's fields; messages of fields the form lacks go apart, above it. */
  fromServer: (errors: Record<string, string[]>) => { fields: FieldErrors<K>; other: string[] };
  /** Resolves when saved; throws what the server answered. */
  onSubmit: (values: V) => Promise<void>;
}

/**
 * The life of a form with checked fields (spec part 2 §5.3): a submit checks every field and calls the server
 * only when all pass; once the user has tried to save, the checks follow each edit so a fixed field clears at
 * once; a 422 answer lands under its fields; any other failure is shown above the form, except 401/403 which
 * the shell already reports ('Utente non autorizzato').
 */
export function useCheckedForm<V, K extends string>({ initial, validate, fromServer, onSubmit }: CheckedFormOptions<V, K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = <F extends keyof V>(field: F, value: V[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setGeneral(null);
    const found = validate(values);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const mapped = fromServer(error.errors);
        setErrors(mapped.fields);
        setGeneral(mapped.other.join(' , ') || (hasFieldErrors(mapped.fields) ? null : error.message));
      } else if (!(error instanceof ApiError && error.isUnauthorized)) {
        setGeneral(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, general, saving, set, submit };
}
