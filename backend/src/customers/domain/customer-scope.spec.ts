import type { Principal, PrincipalRole } from '../../auth/principal';
import { customerScopeOf, factoryScopeOf } from './customer-scope';

function principal(roles: PrincipalRole['name'][], customerIds: string[] = []): Principal {
  return {
    userId: 'u',
    entityId: 'entity-1',
    email: 'x@y.it',
    name: 'X Y',
    roles: roles.map((name, i) => ({ grantId: `g${i}`, name, customerId: customerIds[i] ?? null, factoryId: null })),
    app: 'md',
    level: 5,
    role: roles[0],
    secondRole: null,
    customerIds,
    factoryIds: [],
    passwordExpired: false,
    mustChangePassword: false,
    tokenId: 't',
  };
}

describe('customerScopeOf', () => {
  it('gives a system administrator every entity', () => {
    expect(customerScopeOf(principal(['system_administrator']))).toEqual({ entityId: null, customerIds: null });
  });

  it('keeps provider staff inside their entity', () => {
    expect(customerScopeOf(principal(['doctor']))).toEqual({ entityId: 'entity-1', customerIds: null });
    expect(customerScopeOf(principal(['hse_manager']))).toEqual({ entityId: 'entity-1', customerIds: null });
  });

  it('limits a customer-side user to the customers of their pivots', () => {
    expect(customerScopeOf(principal(['RSPP'], ['c1']))).toEqual({ entityId: 'entity-1', customerIds: ['c1'] });
  });
});

describe('factoryScopeOf', () => {
  function withGrants(
    grants: Array<{ customerId: string; factoryId: string | null }>,
    roleName: PrincipalRole['name'] = 'RSPP',
  ): Principal {
    const base = principal([roleName]);
    return {
      ...base,
      roles: grants.map((grant, i) => ({ grantId: `g${i}`, name: roleName, ...grant })),
      customerIds: [...new Set(grants.map((grant) => grant.customerId))],
      factoryIds: grants.flatMap((grant) => (grant.factoryId ? [grant.factoryId] : [])),
    };
  }

  it('limits a customer-side user to the factories their pivots name, customer by customer', () => {
    const scope = factoryScopeOf(
      withGrants([
        { customerId: 'c1', factoryId: 'f1' },
        { customerId: 'c2', factoryId: null },
      ]),
    );
    expect(scope('c1')).toEqual(['f1']);
    expect(scope('c2')).toBeNull();
  });

  it('gives provider staff every factory', () => {
    expect(factoryScopeOf(principal(['doctor']))('c1')).toBeNull();
  });
});
