import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FORM_KINDS, type FormKind, type FormVersionPublishedData } from '@tutela/contracts';
import { FORM_NUMBER_LIMIT } from './form-numbers';

/** `<code>-v<version>.json`, e.g. vis-v1.json, VIS-v2.json or DVR-SEDE-v1.json (a code may hold dashes). */
const FILE_NAME = /^([A-Za-z]{2,20}(?:-[A-Za-z]{2,20})?)-v(\d{1,6})\.json$/;

/** JSON with keys sorted at every level: the same definition always hashes the same, whatever the file's layout. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The numeric id of GET /api/md/formio/{id}: a function of (code, version) only, so it never changes. */
export function formIdFor(code: string, version: number): number {
  return parseInt(createHash('sha256').update(`${code}:${version}`).digest('hex').slice(0, 7), 16);
}

/** Where the definitions are: FORMS_DIR, else the nearest deploy/forms above the working directory. */
export function formsDirectory(env: NodeJS.ProcessEnv = process.env, from: string = process.cwd()): string | null {
  if (env.FORMS_DIR) return resolve(env.FORMS_DIR);
  let dir = resolve(from);
  for (let depth = 0; depth < 5; depth++) {
    const candidate = join(dir, 'deploy', 'forms');
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return null;
}

/** Every definition file of the directory, checked; a malformed one stops the start with its name in the message. */
export function readFormFiles(dir: string): FormVersionPublishedData[] {
  const forms: FormVersionPublishedData[] = [];
  for (const name of readdirSync(dir).sort()) {
    const match = FILE_NAME.exec(name);
    if (!match) continue;
    const parsed = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
    const code = String(parsed.code ?? '');
    const version = Number(parsed.version);
    const problem =
      code.toUpperCase() !== match[1].toUpperCase() || version !== Number(match[2])
        ? 'code e version devono corrispondere al nome del file'
        : !FORM_KINDS.includes(parsed.kind as FormKind)
          ? `kind deve essere uno di ${FORM_KINDS.join(', ')}`
          : (parsed.kind === 'DVR') !== code.toUpperCase().startsWith('DVR-')
            ? 'i moduli DVR hanno kind DVR e codice DVR-…'
            : typeof parsed.title !== 'string' ||
                !parsed.schema ||
                typeof parsed.schema !== 'object' ||
                !Array.isArray((parsed.schema as { components?: unknown }).components)
              ? 'servono title e schema.components'
              : null;
    // A published id in the range of the small form numbers would be shadowed by them (GET formio/{id}).
    if (formIdFor(code, version) < FORM_NUMBER_LIMIT)
      throw new Error(`Modulo ${name} non valido: il suo identificativo numerico è riservato, cambiare versione`);
    const twin = forms.find((form) => form.code.toUpperCase() === code.toUpperCase() && form.version === version);
    if (problem || twin)
      throw new Error(`Modulo ${name} non valido: ${problem ?? `${twin!.code} versione ${version} è già in un altro file`}`);
    forms.push({
      formId: formIdFor(code, version),
      code,
      version,
      title: parsed.title as string,
      kind: parsed.kind as FormKind,
      schema: parsed.schema as FormVersionPublishedData['schema'],
      sha256: createHash('sha256')
        .update(canonical({ code, version, title: parsed.title, kind: parsed.kind, schema: parsed.schema }))
        .digest('hex'),
    });
  }
  return forms;
}
