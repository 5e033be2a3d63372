import { customerScope, isPasswordExpired } from './users-principal.loader';
import type { GrantRow } from '../infrastructure/user-read-model';

const grant = (role: GrantRow['role'], customer_id: string | null = null, factory_id: string | null = null): GrantRow => ({
  grant_id: `${role}-${customer_id}-${factory_id}`,
  role,
  customer_id,
  factory_id,
  app: null,
});

describe('customer scope', () => {
  it('does not restrict provider staff, even with a customer pivot', () => {
    expect(customerScope([grant('doctor'), grant('RSPP', 'c1')])).toEqual({ customerIds: [], factoryIds: [] });
  });
  it('restricts customer-side users to their customers and pinned factories', () => {
    expect(customerScope([grant('RSPP', 'c1', 'f1'), grant('customer', 'c1', 'f2')])).toEqual({
      customerIds: ['c1'],
      factoryIds: ['f1', 'f2'],
    });
  });
  it('opens every factory of the customers when one grant is not pinned', () => {
    expect(customerScope([grant('RSPP', 'c1', 'f1'), grant('customer', 'c2')])).toEqual({ customerIds: ['c1', 'c2'], factoryIds: [] });
  });
});

describe('password expiry', () => {
  it('expires at the instant and never without a date', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(isPasswordExpired('2025-01-01T00:00:00Z', now)).toBe(true);
    expect(isPasswordExpired('2025-01-01T00:00:01Z', now)).toBe(false);
    expect(isPasswordExpired(null, now)).toBe(false);
  });
});
