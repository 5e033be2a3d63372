import { CUSTOMER_ROLE_NAMES, roleOptions } from '@tutela/contracts';
import { buildGrant } from './grant-role-form';
import { reportableMessage } from './use-user-command';
import { ApiError } from '../../lib/api-error';

const ROLES = roleOptions(CUSTOMER_ROLE_NAMES);

describe('buildGrant', () => {
  it('requires a role', () => {
    expect(buildGrant({ role: '', customer: null, factoryId: '' }, ROLES)).toEqual({
      request: null,
      errors: { role: 'Campo obbligatorio' },
    });
  });

  it('grants an entity-wide role without pivots', () => {
    expect(buildGrant({ role: 'doctor', customer: { id: 'c1', name: 'ACME' }, factoryId: 'f1' }, ROLES)).toEqual({
      request: { role: 'doctor' },
      errors: null,
    });
  });

  it('requires the customer of a customer-type role and passes the optional factory', () => {
    expect(buildGrant({ role: 'RSPP', customer: null, factoryId: '' }, ROLES).errors).toEqual({ customer: 'Campo obbligatorio' });
    expect(buildGrant({ role: 'RSPP', customer: { id: 'c1', name: 'ACME' }, factoryId: '' }, ROLES).request).toEqual({
      role: 'RSPP',
      customer_id: 'c1',
      factory_id: null,
    });
    expect(buildGrant({ role: 'customer', customer: { id: 'c1', name: 'ACME' }, factoryId: 'f9' }, ROLES).request).toEqual({
      role: 'customer',
      customer_id: 'c1',
      factory_id: 'f9',
    });
  });
});

describe('reportableMessage', () => {
  it('leaves 401/403 and errors maps to the global reporter', () => {
    expect(reportableMessage(new ApiError(403, 'no'))).toBeNull();
    expect(reportableMessage(new ApiError(422, 'x', { role: ['Ruolo non valido'] }))).toBeNull();
    expect(reportableMessage(new ApiError(409, "Ruolo già assegnato all'utente"))).toBe("Ruolo già assegnato all'utente");
  });
});
