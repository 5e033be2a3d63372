import type { CallerTenancy, TenancyGrant } from './caller-tenancy';
import { ALL_TENANTS, factoriesOf, inScope, isCustomerSide, scopeOf, type Tenant } from './tenant-scope';

const grant = (name: TenancyGrant['name'], customerId: string | null = null, factoryId: string | null = null): TenancyGrant => ({
  name,
  customerId,
  factoryId,
});

const caller = (roles: TenancyGrant[], customerIds: string[] = [], factoryIds: string[] = []): CallerTenancy => ({
  entityId: 'e1',
  roles,
  customerIds,
  factoryIds,
});

const callers = {
  'system administrator': caller([grant('system_administrator')]),
  'system administrator with a customer pivot': caller([grant('system_administrator'), grant('customer', 'c1')], ['c1']),
  'entity administrator': caller([grant('entity_administrator')]),
  staff: caller([grant('doctor')]),
  'customer-side user with customers': caller([grant('customer', 'c1'), grant('RSPP', 'c2')], ['c1', 'c2']),
  'customer-side user with factories': caller([grant('customer', 'c1', 'f1')], ['c1'], ['f1']),
  'user with no grant': caller([]),
};

const records: Record<string, Tenant> = {
  'own entity, c1, f1': { entityId: 'e1', customerId: 'c1', factoryId: 'f1' },
  'own entity, c1, f2': { entityId: 'e1', customerId: 'c1', factoryId: 'f2' },
  'own entity, c1, no factory': { entityId: 'e1', customerId: 'c1', factoryId: null },
  'own entity, c2, no factory': { entityId: 'e1', customerId: 'c2' },
  'own entity, c3': { entityId: 'e1', customerId: 'c3', factoryId: null },
  'own entity, no customer': { entityId: 'e1' },
  'other entity, c1, f1': { entityId: 'e2', customerId: 'c1', factoryId: 'f1' },
};

// Callers × records → in (true) or out (false): the whole cross-tenant rule in one table.
const table: Record<keyof typeof callers, boolean[]> = {
  //                                               c1f1   c1f2   c1 -   c2 -   c3     none   other
  'system administrator': /*                    */ [true, true, true, true, true, true, true],
  'system administrator with a customer pivot': [true, true, true, true, true, true, true],
  'entity administrator': /*                    */ [true, true, true, true, true, true, false],
  staff: /*                                     */ [true, true, true, true, true, true, false],
  'customer-side user with customers': /*       */ [true, true, true, true, false, false, false],
  'customer-side user with factories': /*       */ [true, false, false, false, false, false, false],
  'user with no grant': /*                      */ [true, true, true, true, true, true, false],
};

describe('tenant scope', () => {
  const recordNames = Object.keys(records);
  for (const [callerName, expected] of Object.entries(table)) {
    describe(callerName, () => {
      recordNames.forEach((recordName, index) => {
        it(`${expected[index] ? 'sees' : 'does not see'} a record of ${recordName}`, () => {
          expect(inScope(scopeOf(callers[callerName as keyof typeof callers]), records[recordName])).toBe(expected[index]);
        });
      });
    });
  }

  it('is every tenant for a system administrator, the entity for staff, customers and factories for a customer-side user', () => {
    expect(scopeOf(callers['system administrator'])).toBe(ALL_TENANTS);
    expect(scopeOf(callers.staff)).toEqual({ entityId: 'e1', customerIds: null, factoryIds: null });
    expect(scopeOf(callers['customer-side user with customers'])).toEqual({ entityId: 'e1', customerIds: ['c1', 'c2'], factoryIds: null });
    expect(scopeOf(callers['customer-side user with factories'])).toEqual({ entityId: 'e1', customerIds: ['c1'], factoryIds: ['f1'] });
  });

  it('tells customer-side scopes from the staff ones', () => {
    expect(isCustomerSide(scopeOf(callers['customer-side user with customers']))).toBe(true);
    expect(isCustomerSide(scopeOf(callers['system administrator with a customer pivot']))).toBe(false);
    expect(isCustomerSide(scopeOf(callers.staff))).toBe(false);
  });

  it('gives the factories of one customer from the pivots on it, every one when a pivot names none', () => {
    const mixed = caller([grant('customer', 'c1', 'f1'), grant('RSPP', 'c1', 'f2'), grant('customer', 'c2')], ['c1', 'c2'], ['f1', 'f2']);
    expect(factoriesOf(mixed, 'c1')).toEqual(['f1', 'f2']);
    expect(factoriesOf(mixed, 'c2')).toBeNull();
    expect(factoriesOf(mixed, 'c3')).toBeNull();
    expect(factoriesOf(callers.staff, 'c1')).toBeNull();
    expect(factoriesOf(callers['system administrator with a customer pivot'], 'c1')).toBeNull();
  });
});
