import type { Principal } from '../principal';
import { asksClinicalData } from './clinical-data';
import { callerMayReadClinicalData, clinicalReaderOf } from '../clinical-reader';

const principal = (overrides: Partial<Principal>): Principal => ({
  userId: 'u1',
  entityId: 'e1',
  email: 'x@tutela.demo',
  name: 'Utente Prova',
  roles: [],
  app: 'sr',
  level: 8,
  role: 'hse_manager',
  secondRole: null,
  customerIds: [],
  factoryIds: [],
  passwordExpired: false,
  mustChangePassword: false,
  tokenId: 't1',
  ...overrides,
});

describe('clinical-data rule for a request', () => {
  it('refuses the hse manager whatever their level, and lets a clinical role in from any application', () => {
    expect(callerMayReadClinicalData(principal({ app: 'sr', level: 8, role: 'hse_manager' }))).toBe(false);
    expect(callerMayReadClinicalData(principal({ app: 'sr', level: 5, role: 'doctor' }))).toBe(true);
  });

  it('counts the second role and every grant, not only the main role', () => {
    expect(callerMayReadClinicalData(principal({ secondRole: 'nurse' }))).toBe(true);
    const grant = { grantId: 'g1', name: 'entity_administrator' as const, customerId: null, factoryId: null };
    expect(clinicalReaderOf(principal({ roles: [grant] })).roles).toEqual(['hse_manager', 'entity_administrator']);
  });

  it('refuses a customer-side user even with a clinical role name', () => {
    expect(callerMayReadClinicalData(principal({ role: 'doctor', customerIds: ['c1'] }))).toBe(false);
  });

  it('treats a history route as clinical only for a clinical record kind', () => {
    expect(asksClinicalData({ kindParam: null }, {})).toBe(true);
    expect(asksClinicalData({ kindParam: 'kind' }, { kind: 'examination' })).toBe(true);
    expect(asksClinicalData({ kindParam: 'kind' }, { kind: 'worker' })).toBe(false);
    expect(asksClinicalData({ kindParam: 'kind' }, {})).toBe(false);
  });
});
