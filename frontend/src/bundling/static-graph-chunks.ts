/** What the bundler tells about a module while it splits chunks (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Build-time only (vite.config.ts): a chunk per root for everything that root imports statically, e.g. the entry
 * ('app') and the standard layout ('shell': header, menu, dialogs). Left to itself, rolldown splits the modules a
 * root shares with lazy routes into dozens of small chunks that are all needed before the screen shows; over
 * HTTP/1.1 the browser asks for six at a time, so the login page waited for seven or eight round trips instead of
 * one, and the first screen after it for four more. A root always loads its static imports, so keeping them together
 * costs no byte; what is only imported dynamically (lazy routes, form.io above all) stays apart. A module goes to the
 * first root that reaches it; the roots themselves stay where they are. Returns rolldown's group `name` function.
 */
export function staticGraphChunks(roots: Record<string, string>) {
  let groupOf: Map<string, string> | undefined;
  const rootIds = new Set(Object.values(roots));
  return (moduleId: string, graph: ModuleGraph): string | null => {
    if (!groupOf) {
      const groups = new Map<string, string>();
      for (const [name, root] of Object.entries(roots)) {
        const pending = [...(graph.getModuleInfo(root)?.importedIds ?? [])];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (groups.has(id) || rootIds.has(id)) continue;
          groups.set(id, name);
          pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      groupOf = groups;
    }
    return groupOf.get(moduleId) ?? null;
  };
}
