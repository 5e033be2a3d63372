import { workersProjector } from '../workers/workers.projector';
import { deferredIndexes } from './deferred-indexes';

describe('deferredIndexes', () => {
  it('defers the plain secondary indexes and the trigram one, never the tables or their keys', () => {
    const names = deferredIndexes(workersProjector).map((index) => index.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'workers_tenant_cover_idx',
        'workers_order_name',
        'workers_fiscal_code_trgm_idx',
        'workers_prefix_last_first_idx',
      ]),
    );
    expect(names.some((name) => /pkey|workers_names/.test(name))).toBe(false);
    // The trigram index is rebuilt by its whole block, which copes with a database without pg_trgm.
    const trigram = deferredIndexes(workersProjector).find((index) => index.name === 'workers_fiscal_code_trgm_idx');
    expect(trigram?.ddl).toMatch(/^DO \$trigram\$/);
  });
});
