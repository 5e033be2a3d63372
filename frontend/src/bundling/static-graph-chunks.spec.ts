import { staticGraphChunks, type ModuleGraph } from './static-graph-chunks';

/** main imports react and the api client statically and the layout and form.io lazily; the layout imports the menu. */
const STATIC_IMPORTS: Record<string, string[]> = {
  main: ['react', 'api-client'],
  'api-client': ['api-error'],
  'api-error': [],
  react: [],
  layout: ['menu', 'api-client', 'react'],
  menu: ['dialog', 'main'],
  dialog: [],
  formio: ['lodash'],
  lodash: [],
};
const graph: ModuleGraph = { getModuleInfo: (id) => (id in STATIC_IMPORTS ? { importedIds: STATIC_IMPORTS[id] } : null) };

describe('staticGraphChunks', () => {
  const name = staticGraphChunks({ app: 'main', shell: 'layout' });

  it("puts everything the entry imports statically, however deep, in the entry's chunk", () => {
    expect(['react', 'api-client', 'api-error'].map((id) => name(id, graph))).toEqual(['app', 'app', 'app']);
  });

  it("puts the layout's own static imports in the shell chunk, not those the entry already has", () => {
    expect(['menu', 'dialog'].map((id) => name(id, graph))).toEqual(['shell', 'shell']);
  });

  it('leaves the roots and what is only imported lazily to the automatic splitting', () => {
    expect(['main', 'layout', 'formio', 'lodash', 'unknown'].map((id) => name(id, graph))).toEqual([null, null, null, null, null]);
  });
});
