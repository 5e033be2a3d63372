import { ROLE_NAMES } from '../auth/roles';
import { CLINICAL_READ_ROLES } from './examination-messages';
import { isClinicalRecordKind, mayReadClinicalData } from './clinical-data';

describe('mayReadClinicalData', () => {
  it.each(ROLE_NAMES.map((role) => [role]))('%s on the provider side reads clinical data only with a clinical role', (role) => {
    expect(mayReadClinicalData({ roles: [role], customerSide: false })).toBe((CLINICAL_READ_ROLES as readonly string[]).includes(role));
  });

  it('counts any role held (second role, grants), whatever the main one', () => {
    expect(mayReadClinicalData({ roles: ['hse_manager'], customerSide: false })).toBe(false);
    expect(mayReadClinicalData({ roles: ['hse_manager', 'nurse'], customerSide: false })).toBe(true);
    expect(mayReadClinicalData({ roles: ['secretary', 'admin_manager'], customerSide: false })).toBe(false);
  });

  it('never lets a customer-side user read, whatever role they hold', () => {
    expect(mayReadClinicalData({ roles: ['customer'], customerSide: true })).toBe(false);
    expect(mayReadClinicalData({ roles: ['RSPP', 'doctor'], customerSide: true })).toBe(false);
  });
});

describe('isClinicalRecordKind', () => {
  it('names the visit streams only', () => {
    expect(isClinicalRecordKind('examination')).toBe(true);
    for (const kind of ['worker', 'customer', 'job', 'user', 'entity', 'chat', 'dvr', 'Examination', ''])
      expect(isClinicalRecordKind(kind)).toBe(false);
  });
});
