/**
 * GET /api/{app}/dashboardata. The spec names the call (customer_id, med_id, mcview, anno) but not its
 * answer; the client accepts `{ data: { figures: [{ key, label, value }] } }` and, failing that, the
 * plain numeric fields of `data` (labelled by their key). Nothing else is shown: no invented numbers.
 */
export interface DashboardFigure {
  key: string;
  label: string;
  value: number;
}

function humanize(key: string): string {
  const text = key.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function figuresFromAnswer(body: unknown): DashboardFigure[] {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null) return [];
  const listed = (data as { figures?: unknown }).figures;
  if (Array.isArray(listed)) {
    return listed.flatMap((entry): DashboardFigure[] => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { key, label, value } = entry as Record<string, unknown>;
      if (typeof value !== 'number' || !Number.isFinite(value)) return [];
      const name = typeof key === 'string' ? key : typeof label === 'string' ? label : '';
      return name ? [{ key: name, label: typeof label === 'string' ? label : humanize(name), value }] : [];
    });
  }
  return Object.entries(data as Record<string, unknown>)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1]))
    .map(([key, value]) => ({ key, label: humanize(key), value }));
}

/** The company the figures were narrowed to, as the server confirmed it (data.customer); null without one. */
export function customerFromAnswer(body: unknown): { id: string; company_name: string } | null {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  const customer = typeof data === 'object' && data !== null ? (data as { customer?: unknown }).customer : undefined;
  if (typeof customer !== 'object' || customer === null) return null;
  const { id, company_name } = customer as Record<string, unknown>;
  return typeof id === 'string' && typeof company_name === 'string' ? { id, company_name } : null;
}
