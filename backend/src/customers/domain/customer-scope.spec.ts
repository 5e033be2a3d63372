import type { Principal, PrincipalRole } from '../../http/principal';
import { customerScopeOf } from './customer-scope';

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
