import { profileEditConflicts } from './profile-edit-conflicts';

describe('profileEditConflicts', () => {
  const editingName = profileEditConflicts({ firstName: 'Maria', lastName: 'Rossi' });

  it('flags a later change to one of the same fields', () => {
    expect(editingName({ type: 'UserUpdated', data: { lastName: 'Bianchi' } })).toBe(true);
    expect(editingName({ type: 'UserUpdated', data: { firstName: 'Anna', phone: '02 1234' } })).toBe(true);
  });

  it('lets changes to other fields and other kinds of event merge', () => {
    expect(editingName({ type: 'UserUpdated', data: { phone: '02 1234' } })).toBe(false);
    expect(editingName({ type: 'UserRoleGranted', data: { grantId: 'g', role: 'doctor', customerId: null, factoryId: null } })).toBe(false);
    expect(editingName({ type: 'UserDeactivated', data: { reason: null } })).toBe(false);
    expect(editingName({ type: 'UserPasswordChanged', data: { passwordHash: 'x', passwordExpiresAt: null, via: 'self' } })).toBe(false);
  });
});
