import type { Principal } from '../../auth/principal';
import { inScope as workerInScope, scopeOf as workerScopeOf } from '@tutela/contracts';

const principal = (overrides: Partial<Principal>): Principal =>
  ({
    userId: 'u',
    entityId: 'e1',
    roles: [],
    customerIds: [],
    factoryIds: [],
    level: 5,
    app: 'md',
    ...overrides,
  }) as Principal;

describe('worker scope', () => {
  const tenant = { entityId: 'e1', customerId: 'c1', factoryId: 'f1' };

  it('lets provider staff see their entity only', () => {
    const scope = workerScopeOf(principal({}));
    expect(workerInScope(scope, tenant)).toBe(true);
    expect(workerInScope(scope, { ...tenant, entityId: 'e2' })).toBe(false);
  });

  it('lets a system administrator see every entity', () => {
    const scope = workerScopeOf(
      principal({
        roles: [
          {
            grantId: 'g',
            name: 'system_administrator',
            customerId: null,
            factoryId: null,
          },
        ],
      }),
    );
    expect(workerInScope(scope, { ...tenant, entityId: 'e2' })).toBe(true);
  });

  it('limits a customer-side user to their customers and, when pinned, their factories', () => {
    const customer = workerScopeOf(principal({ customerIds: ['c1'] }));
    expect(workerInScope(customer, tenant)).toBe(true);
    expect(workerInScope(customer, { ...tenant, customerId: 'c2' })).toBe(false);
    const pinned = workerScopeOf(principal({ customerIds: ['c1'], factoryIds: ['f2'] }));
    expect(workerInScope(pinned, tenant)).toBe(false);
    expect(workerInScope(pinned, { ...tenant, factoryId: 'f2' })).toBe(true);
    expect(workerInScope(pinned, { ...tenant, factoryId: null })).toBe(false);
  });
});
