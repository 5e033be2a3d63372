import { customerSideCustomerIds, isCustomerSideUser } from './roles';

const grant = (name: string, customer_id: string | null) => ({
  name,
  pivot: { customer_id, factory_id: null },
});

describe('customer-side users', () => {
  it('are users whose every role is a client company role', () => {
    expect(isCustomerSideUser([grant('customer', 'c1'), grant('RSPP', 'c1')])).toBe(true);
    expect(isCustomerSideUser([grant('customer', 'c1'), grant('doctor', null)])).toBe(false);
    expect(isCustomerSideUser([])).toBe(false);
  });

  it('work for the distinct customers of their pivots; staff get null', () => {
    expect(customerSideCustomerIds([grant('customer', 'c1'), grant('read_only', 'c1')])).toEqual(['c1']);
    expect(customerSideCustomerIds([grant('customer', 'c1'), grant('RSPP', 'c2')])).toEqual(['c1', 'c2']);
    expect(customerSideCustomerIds([grant('secretary', null)])).toBeNull();
  });
});
