/** Placeholder left in index.html when it was not built (vite dev): no comparison is possible then. */
export const UNBUILT_ID = '%TUTELA_BUILD_ID%';

/** The build id the running page was loaded with (written into index.html by the build). */
export function runningBuildId(doc: Document = document): string | null {
  const id = doc.querySelector('meta[name="tutela-build"]')?.getAttribute('content') ?? null;
  return id && id !== UNBUILT_ID ? id : null;
}

/** A newer build is deployed when the server's version.json names another id than the running page. */
export function isNewVersion(running: string | null, deployed: unknown): boolean {
  return running !== null && typeof deployed === 'string' && deployed.length > 0 && deployed !== running;
}

/** Reads the deployed id; any failure (offline, SPA fallback answering HTML) means "unknown". */
export async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id = typeof body === 'object' && body !== null ? (body as { buildId?: unknown }).buildId : null;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
