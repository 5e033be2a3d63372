/** Shown at the site root when the backend runs but frontend/dist has not been built yet. */
export function uiNotBuiltPage(webDist: string): string {
  const escaped = webDist.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  return `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>Tutela — interfaccia non compilata</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}
code{background:#f3f4f6;padding:.1rem .3rem;border-radius:.25rem}</style></head>
<body>
<h1>Tutela</h1>
<p>Il server API è attivo, ma l'interfaccia web non è ancora stata compilata: non esiste <code>${escaped}/index.html</code>.</p>
<p>Per compilarla, dalla cartella del progetto eseguire <code>npm run build</code> (oppure <code>npm start</code>, che compila tutto e avvia il server), poi ricaricare questa pagina.</p>
<p>Le API restano disponibili sotto <code>/api</code> (documentazione su <a href="/api/docs">/api/docs</a> se API_DOCS è attivo).</p>
</body>
</html>
`;
}
