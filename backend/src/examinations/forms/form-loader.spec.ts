import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryEventStore } from '@tutela/projections/src/testing/in-memory-event-store';
import { formIdFor } from './form-files';
import { loadFormDefinitions } from './form-loader';

describe('form definitions loader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'forms-'));
    cpSync(join(__dirname, 'testing'), dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('publishes each version once, adds nothing on a second start, refuses a changed file under the same version', async () => {
    const store = new InMemoryEventStore();
    expect((await loadFormDefinitions(store, dir)).published).toEqual(['DVR-SEDE v1', 'INV v1', 'VIS v1']);
    expect(await loadFormDefinitions(store, dir)).toEqual({ published: [], unchanged: 3 });
    const [event] = await store.readStream('form-VIS');
    expect(event.data).toEqual(expect.objectContaining({ formId: formIdFor('VIS', 1), version: 1, kind: 'VIS' }));

    writeFileSync(
      join(dir, 'vis-v2.json'),
      JSON.stringify({ code: 'VIS', version: 2, title: 'Visita v2', kind: 'VIS', schema: { components: [] } }),
    );
    expect((await loadFormDefinitions(store, dir)).published).toEqual(['VIS v2']);

    writeFileSync(
      join(dir, 'vis-v1.json'),
      JSON.stringify({ code: 'VIS', version: 1, title: 'Cambiato', kind: 'VIS', schema: { components: [] } }),
    );
    await expect(loadFormDefinitions(store, dir)).rejects.toThrow('è cambiato dopo la pubblicazione');
  });

  it('lets two processes start together: each version is published once', async () => {
    const store = new InMemoryEventStore();
    await Promise.all([loadFormDefinitions(store, dir), loadFormDefinitions(store, dir)]);
    expect((await store.readStream('form-VIS')).length).toBe(1);
    expect((await store.readStream('form-INV')).length).toBe(1);
  });

  it('publishes the DVR forms of deploy/forms under their dashed codes, kind DVR', async () => {
    const store = new InMemoryEventStore();
    const deployed = join(__dirname, '..', '..', '..', '..', 'deploy', 'forms');
    rmSync(join(dir, 'dvr-sede-v1.json'));
    for (const code of ['DVR-SEDE', 'DVR-RUM']) cpSync(join(deployed, `${code}-v1.json`), join(dir, `${code}-v1.json`));
    expect((await loadFormDefinitions(store, dir)).published).toEqual(['DVR-RUM v1', 'DVR-SEDE v1', 'INV v1', 'VIS v1']);
    const [event] = await store.readStream('form-DVR-SEDE');
    expect(event.data).toEqual(expect.objectContaining({ formId: formIdFor('DVR-SEDE', 1), code: 'DVR-SEDE', version: 1, kind: 'DVR' }));
    expect((event.data as { schema: { components: Array<{ key: string }> } }).schema.components.map((c) => c.key)).toContain('jhaz');
    expect(formIdFor('DVR-SEDE', 1)).not.toBe(formIdFor('DVR-RUM', 1));
  });

  it('refuses a DVR form whose kind and code disagree', async () => {
    writeFileSync(
      join(dir, 'DVR-MIC-v1.json'),
      JSON.stringify({ code: 'DVR-MIC', version: 1, title: 'x', kind: 'VIS', schema: { components: [] } }),
    );
    await expect(loadFormDefinitions(new InMemoryEventStore(), dir)).rejects.toThrow('DVR-MIC-v1.json non valido: i moduli DVR');
    rmSync(join(dir, 'DVR-MIC-v1.json'));
    writeFileSync(
      join(dir, 'vac-v1.json'),
      JSON.stringify({ code: 'VAC', version: 1, title: 'x', kind: 'DVR', schema: { components: [] } }),
    );
    await expect(loadFormDefinitions(new InMemoryEventStore(), dir)).rejects.toThrow('vac-v1.json non valido: i moduli DVR');
  });

  it('refuses two files of the same code and version', async () => {
    writeFileSync(
      join(dir, 'VIS-v1.json'),
      JSON.stringify({ code: 'VIS', version: 1, title: 'Doppione', kind: 'VIS', schema: { components: [] } }),
    );
    await expect(loadFormDefinitions(new InMemoryEventStore(), dir)).rejects.toThrow('VIS versione 1 è già in un altro file');
  });

  it('refuses a file whose name and content disagree', async () => {
    writeFileSync(
      join(dir, 'vac-v1.json'),
      JSON.stringify({ code: 'VAC', version: 2, title: 'x', kind: 'VAC', schema: { components: [] } }),
    );
    await expect(loadFormDefinitions(new InMemoryEventStore(), dir)).rejects.toThrow('vac-v1.json');
  });
});
