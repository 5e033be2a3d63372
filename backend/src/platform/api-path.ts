/**
 * The API namespace never falls back to the SPA: an unknown /api path must stay a JSON 404. Compared without
 * letter case: routing is case-sensitive, so `/API/md/users` matches no route and must get that JSON 404 too,
 * not the web page.
 */
export function isApiPath(urlPath: string): boolean {
  const lower = urlPath.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}
