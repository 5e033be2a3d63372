import { userDataFixture } from '../test-support/user-data';
import { userMayReadClinicalData } from './clinical-data';

const permission = (role: string, second_role: string | null = null) => ({ level: 8, role, second_role, show_application_switch: false });
/** getuserdata's roles list holds the main role too. */
const user = (role: string, second_role: string | null = null, overrides = {}) =>
  userDataFixture({
    permission: permission(role, second_role),
    roles: [{ name: role as never, pivot: { customer_id: null, factory_id: null } }],
    ...overrides,
  });

describe('userMayReadClinicalData (the server rule, from getuserdata)', () => {
  it('lets a doctor read clinical data, not the hse manager at level 8 nor a secretary', () => {
    expect(userMayReadClinicalData(user('doctor'))).toBe(true);
    expect(userMayReadClinicalData(user('hse_manager'))).toBe(false);
    expect(userMayReadClinicalData(user('secretary'))).toBe(false);
  });

  it('counts a second role and role grants', () => {
    expect(userMayReadClinicalData(user('hse_manager', 'doctor'))).toBe(true);
    const granted = userDataFixture({
      permission: permission('secretary'),
      roles: [{ name: 'doctor', pivot: { customer_id: null, factory_id: null } }],
    });
    expect(userMayReadClinicalData(granted)).toBe(true);
  });

  it('never lets a customer-side user read it', () => {
    const customer = user('doctor', null, { user_customer: { level: 3 } as never });
    expect(userMayReadClinicalData(customer)).toBe(false);
  });
});
