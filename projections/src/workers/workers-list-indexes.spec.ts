import { WORKER_COLUMNS } from './worker-row';
import { WORKER_SORT_COLUMNS, WORKER_SORT_EXPRESSIONS } from './workers-list-indexes';

describe("the workers list's sort expressions", () => {
  it('name exactly the columns each expression reads', () => {
    const columns = WORKER_COLUMNS.map(([name]) => name);
    for (const [key, expression] of Object.entries(WORKER_SORT_EXPRESSIONS)) {
      const read = columns.filter((column) => new RegExp(`\\b${column}\\b`).test(expression)).sort();
      expect([key, read]).toEqual([key, [...WORKER_SORT_COLUMNS[key as keyof typeof WORKER_SORT_COLUMNS]].sort()]);
    }
  });
});
