import type { DvrListRow } from '@tutela/contracts';

/** The factory's card (sr Home): customers/list/card/{customer_id}/factory/{factory_id}. */
export function factoryPath(customerId: string, factoryId: string): string {
  return `/customers/list/card/${encodeURIComponent(customerId)}/factory/${encodeURIComponent(factoryId)}`;
}

/** How many DVRs the factory has of each code. */
export function countByCode(rows: readonly Pick<DvrListRow, 'code'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.code, (counts.get(row.code) ?? 0) + 1);
  return counts;
}
