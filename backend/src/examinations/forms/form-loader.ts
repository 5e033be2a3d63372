import { FORM_STREAM_PREFIX, WrongExpectedRevisionError, type EventStore, type FormVersionPublishedData } from '@tutela/contracts';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../../shared/event-metadata';
import { readFormFiles } from './form-files';

export interface FormLoadReport {
  published: string[];
  unchanged: number;
}

/**
 * Publishes the definitions of `dir` into `form-<code>` streams: one FormVersionPublished per version not yet
 * there. A second start adds nothing (event ids derive from code and version, and known versions are skipped);
 * a file whose content changed under a version already published is refused loudly, because records filled with
 * that version must keep rendering exactly as they were filled: a change needs a new version.
 */
export async function loadFormDefinitions(store: EventStore, dir: string, attempt = 0): Promise<FormLoadReport> {
  const report: FormLoadReport = { published: [], unchanged: 0 };
  const byCode = new Map<string, FormVersionPublishedData[]>();
  for (const form of readFormFiles(dir)) byCode.set(form.code, [...(byCode.get(form.code) ?? []), form]);
  for (const [code, forms] of byCode) {
    const stream = `${FORM_STREAM_PREFIX}${code}`;
    const recorded = await store.readStream(stream);
    const known = new Map(
      recorded.map((event) => [(event.data as FormVersionPublishedData).version, (event.data as FormVersionPublishedData).sha256]),
    );
    const fresh = forms.filter((form) => {
      const sha = known.get(form.version);
      if (sha === undefined) return true;
      if (sha !== form.sha256)
        throw new Error(`Il modulo ${code} versione ${form.version} è cambiato dopo la pubblicazione: pubblicalo come nuova versione`);
      report.unchanged += 1;
      return false;
    });
    if (fresh.length === 0) continue;
    const commandId = `form:${code}:${fresh.map((form) => form.version).join(',')}`;
    const metadata = eventMetadata(SYSTEM_ACTOR, commandId);
    try {
      await store.append(
        stream,
        fresh.map((form, index) => ({ id: eventIdFor(commandId, index), type: 'FormVersionPublished', data: form, metadata })),
        { expectedRevision: recorded.length ? recorded[recorded.length - 1].revision : 'no_stream' },
      );
    } catch (error) {
      // Another process starting at the same time published first: look again (its versions are then known).
      if (error instanceof WrongExpectedRevisionError && attempt < 3) return loadFormDefinitions(store, dir, attempt + 1);
      throw error;
    }
    report.published.push(...fresh.map((form) => `${code} v${form.version}`));
  }
  return report;
}
