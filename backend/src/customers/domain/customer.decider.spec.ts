import { CUSTOMER_RULE_MESSAGES, REGISTRY_MESSAGES, type CustomerEvent } from '@tutela/contracts';
import { deciderSpec } from '../../users/testing/decider-specification';
import { customerDecider } from './customer.decider';

const C = 'c1';
const created: CustomerEvent = {
  type: 'CustomerCreated',
  data: { customerId: C, entityId: 'e1', companyName: 'Officine Demo S.p.A.', vatNumber: '01234567897', city: 'Bergamo' },
};
const factory: CustomerEvent = {
  type: 'FactoryAdded',
  data: { customerId: C, factoryId: 'f1', name: 'Sede di Bergamo', address: 'Via Roma 1', city: 'Bergamo', lat: 45.69, lng: 9.67 },
};
const department: CustomerEvent = {
  type: 'DepartmentAdded',
  data: { customerId: C, factoryId: 'f1', departmentId: 'd1', name: 'Officina' },
};
const spec = deciderSpec(customerDecider);

describe('customer decider', () => {
  describe('CreateCustomer', () => {
    const create = (profile: Record<string, unknown>) => ({
      type: 'CreateCustomer' as const,
      customerId: C,
      entityId: 'e1',
      profile: { companyName: ' Officine Demo S.p.A. ', vatNumber: '01234567897', ...profile },
    });

    it('creates the customer with trimmed fields', () => {
      spec
        .given([])
        .when(create({ city: ' Bergamo ', phone: '' }))
        .then([
          {
            type: 'CustomerCreated',
            data: {
              customerId: C,
              entityId: 'e1',
              companyName: 'Officine Demo S.p.A.',
              vatNumber: '01234567897',
              city: 'Bergamo',
              phone: null,
            },
          },
        ]);
    });
    it('requires the company name', () => {
      spec
        .given([])
        .when(create({ companyName: '  ' }))
        .thenFails('validation', CUSTOMER_RULE_MESSAGES.COMPANY_NAME_REQUIRED, 'company_name');
    });
    it('refuses a VAT number with a wrong check digit', () => {
      spec
        .given([])
        .when(create({ vatNumber: '01234567890' }))
        .thenFails('validation', 'Partita IVA non valida', 'vat_number');
    });
    it('refuses to create twice', () => {
      spec.given([created]).when(create({})).thenFails('conflict');
    });
  });

  describe('UpdateCustomer', () => {
    it('records only the fields that change', () => {
      spec
        .given([created])
        .when({ type: 'UpdateCustomer', changes: { companyName: 'Officine Demo S.p.A.', city: 'Milano', ateco: '25.62.00' } })
        .then([{ type: 'CustomerUpdated', data: { customerId: C, city: 'Milano', ateco: '25.62.00' } }]);
    });
    it('appends nothing when nothing changes', () => {
      spec
        .given([created])
        .when({ type: 'UpdateCustomer', changes: { city: 'Bergamo' } })
        .thenNothing();
    });
    it('answers 404 for an unknown customer', () => {
      spec
        .given([])
        .when({ type: 'UpdateCustomer', changes: { city: 'Milano' } })
        .thenFails('not_found');
    });
  });

  describe('resign and reinstate', () => {
    const resigned: CustomerEvent = { type: 'CustomerResigned', data: { customerId: C, resignedOn: '2025-06-30' } };
    it('resigns an active customer once', () => {
      spec.given([created]).when({ type: 'ResignCustomer', resignedOn: '2025-06-30' }).then([resigned]);
      spec.given([created, resigned]).when({ type: 'ResignCustomer', resignedOn: '2025-07-01' }).thenNothing();
    });
    it('reinstates only a resigned customer', () => {
      spec
        .given([created, resigned])
        .when({ type: 'ReinstateCustomer' })
        .then([{ type: 'CustomerReinstated', data: { customerId: C } }]);
      spec.given([created]).when({ type: 'ReinstateCustomer' }).thenNothing();
    });
    it('adds no factory to a resigned customer', () => {
      spec
        .given([created, resigned])
        .when({ type: 'AddFactory', factoryId: 'f2', factory: { name: 'Nuova', address: null, city: null, lat: null, lng: null } })
        .thenFails('validation', REGISTRY_MESSAGES.CUSTOMER_RESIGNED);
    });
  });

  describe('SetContracts', () => {
    const contracts = (mdEnd: string) => ({
      md: { start: '2025-01-01', end: mdEnd },
      fr: { start: null, end: null },
      sr: { start: null, end: null },
    });
    it('records the contract dates', () => {
      spec
        .given([created])
        .when({ type: 'SetContracts', contracts: contracts('2025-12-31') })
        .then([{ type: 'CustomerContractsSet', data: { customerId: C, ...contracts('2025-12-31') } }]);
    });
    it('refuses an end before the start', () => {
      spec
        .given([created])
        .when({ type: 'SetContracts', contracts: contracts('2024-12-31') })
        .thenFails('validation', CUSTOMER_RULE_MESSAGES.DATE_RANGE_INVALID, 'md_end');
    });
  });

  it('keeps groups unique and trimmed, and the note empty as null', () => {
    spec
      .given([created])
      .when({ type: 'SetGroups', groups: [' Edilizia', 'Edilizia', ''] })
      .then([{ type: 'CustomerGroupsSet', data: { customerId: C, groups: ['Edilizia'] } }]);
    spec
      .given([created])
      .when({ type: 'SetNote', note: '  ' })
      .then([{ type: 'CustomerNoteSet', data: { customerId: C, note: null } }]);
  });

  describe('factories', () => {
    it('adds a factory with its position', () => {
      spec
        .given([created])
        .when({
          type: 'AddFactory',
          factoryId: 'f1',
          factory: { name: ' Sede di Bergamo', address: 'Via Roma 1', city: 'Bergamo', lat: 45.69, lng: 9.67 },
        })
        .then([factory]);
    });
    it('refuses a position off the globe', () => {
      spec
        .given([created])
        .when({ type: 'AddFactory', factoryId: 'f1', factory: { name: 'X', address: null, city: null, lat: 95, lng: 9 } })
        .thenFails('validation', CUSTOMER_RULE_MESSAGES.LATITUDE_INVALID, 'lat');
    });
    it('moves the marker: only lat and lng change', () => {
      spec
        .given([created, factory])
        .when({ type: 'UpdateFactory', factoryId: 'f1', changes: { name: 'Sede di Bergamo', lat: 45.7, lng: 9.67 } })
        .then([{ type: 'FactoryUpdated', data: { customerId: C, factoryId: 'f1', lat: 45.7 } }]);
    });
    it('closes a factory, after which it is not found', () => {
      spec
        .given([created, factory])
        .when({ type: 'CloseFactory', factoryId: 'f1' })
        .then([{ type: 'FactoryClosed', data: { customerId: C, factoryId: 'f1' } }]);
      const closed: CustomerEvent = { type: 'FactoryClosed', data: { customerId: C, factoryId: 'f1' } };
      spec.given([created, factory, closed]).when({ type: 'CloseFactory', factoryId: 'f1' }).thenNothing();
      spec
        .given([created, factory, closed])
        .when({ type: 'SetFactoryModules', factoryId: 'f1', modules: ['DVR'] })
        .thenFails('not_found', REGISTRY_MESSAGES.FACTORY_NOT_FOUND);
    });
    it('sets the modules without duplicates', () => {
      spec
        .given([created, factory])
        .when({ type: 'SetFactoryModules', factoryId: 'f1', modules: ['DVR', 'CHIM', 'DVR'] })
        .then([{ type: 'FactoryModulesSet', data: { customerId: C, factoryId: 'f1', modules: ['DVR', 'CHIM'] } }]);
    });
  });

  describe('departments', () => {
    it('adds, renames and removes a department', () => {
      spec
        .given([created, factory])
        .when({ type: 'AddDepartment', factoryId: 'f1', departmentId: 'd1', name: ' Officina ' })
        .then([department]);
      spec
        .given([created, factory, department])
        .when({ type: 'RenameDepartment', factoryId: 'f1', departmentId: 'd1', name: 'Magazzino' })
        .then([{ type: 'DepartmentRenamed', data: { customerId: C, factoryId: 'f1', departmentId: 'd1', name: 'Magazzino' } }]);
      spec
        .given([created, factory, department])
        .when({ type: 'RemoveDepartment', factoryId: 'f1', departmentId: 'd1' })
        .then([{ type: 'DepartmentRemoved', data: { customerId: C, factoryId: 'f1', departmentId: 'd1' } }]);
    });
    it('does not find a removed department or one of an unknown factory', () => {
      const removed: CustomerEvent = { type: 'DepartmentRemoved', data: { customerId: C, factoryId: 'f1', departmentId: 'd1' } };
      spec
        .given([created, factory, department, removed])
        .when({ type: 'RenameDepartment', factoryId: 'f1', departmentId: 'd1', name: 'X' })
        .thenFails('not_found', REGISTRY_MESSAGES.DEPARTMENT_NOT_FOUND);
      spec
        .given([created])
        .when({ type: 'AddDepartment', factoryId: 'f9', departmentId: 'd1', name: 'X' })
        .thenFails('not_found', REGISTRY_MESSAGES.FACTORY_NOT_FOUND);
    });
    it('requires a name', () => {
      spec
        .given([created, factory])
        .when({ type: 'AddDepartment', factoryId: 'f1', departmentId: 'd1', name: ' ' })
        .thenFails('validation', undefined, 'name');
    });
  });
});
