import type { EventStore } from '@tutela/contracts';
import { runDecider } from '../../shared/command-runner';
import { eventMetadata, type Actor } from '../../shared/event-metadata';
import { DEMO_ENTITY, demoId } from '../../demo/demo-data';
import type { CustomerCommand } from '../domain/customer-commands';
import { customerDecider, customerStream } from '../domain/customer.decider';
import { DEMO_CUSTOMERS, type DemoCustomer, type DemoFactory } from './customers-demo-data';

/** The seed's id of a demo factory: other seeds (workers, jobs) place records in it. */
export function demoFactoryId(customer: Pick<DemoCustomer, 'key'>, factory: Pick<DemoFactory, 'key'>): string {
  return demoId(`factory:${customer.key}:${factory.key}`);
}

/**
 * The demo customers with their factories, departments, contracts, staff (the demo doctor) and access. Each
 * step has a fixed command id, so a restart finds it applied (runDecider answers with the first outcome) and
 * appends nothing: the seed is idempotent and never undoes what a user changed since.
 */
export async function seedDemoCustomers(store: EventStore, actor: Actor): Promise<void> {
  const doctorId = demoId('user:medico');
  const secretaryId = demoId('user:segreteria');
  for (const customer of DEMO_CUSTOMERS) {
    for (const [step, command, factoryId] of steps(customer, doctorId, secretaryId)) {
      const commandId = `tutela-demo:customer:${customer.key}:${step}`;
      const metadata = eventMetadata(actor, commandId, { customerId: customer.id, factoryId });
      await runDecider(store, customerStream(customer.id), customerDecider, command, metadata, customer.id);
    }
  }
}

function steps(customer: DemoCustomer, doctorId: string, secretaryId: string): Array<[string, CustomerCommand, string | null]> {
  const list: Array<[string, CustomerCommand, string | null]> = [];
  const profile = {
    companyName: customer.companyName,
    vatNumber: customer.vatNumber,
    address: customer.address,
    city: customer.city,
    phone: customer.phone,
    email: customer.email,
    ateco: customer.ateco,
  };
  if (customer.create) list.push(['create', { type: 'CreateCustomer', customerId: customer.id, entityId: DEMO_ENTITY.id, profile }, null]);
  else
    list.push([
      'profile',
      { type: 'UpdateCustomer', changes: { phone: customer.phone, email: customer.email, ateco: customer.ateco } },
      null,
    ]);
  for (const factory of customer.factories) {
    const factoryId = demoFactoryId(customer, factory);
    const { name, address, city, lat, lng } = factory;
    list.push([`factory:${factory.key}`, { type: 'AddFactory', factoryId, factory: { name, address, city, lat, lng } }, factoryId]);
    list.push([`factory:${factory.key}:modules`, { type: 'SetFactoryModules', factoryId, modules: factory.modules }, factoryId]);
    for (const department of factory.departments) {
      const departmentId = demoId(`department:${customer.key}:${factory.key}:${department}`);
      list.push([
        `department:${factory.key}:${department}`,
        { type: 'AddDepartment', factoryId, departmentId, name: department },
        factoryId,
      ]);
    }
  }
  list.push([
    'contracts',
    {
      type: 'SetContracts',
      contracts: {
        md: customer.mdContract,
        fr: { start: null, end: null, priceList: null, organizingSecretaryId: null },
        sr: {
          start: customer.srContract?.start ?? null,
          end: customer.srContract?.end ?? null,
          assignments: customer.srContract ? 'RSPP esterno, DVR' : null,
        },
      },
    },
    null,
  ]);
  list.push([
    'staff',
    {
      type: 'SetStaff',
      staff: { doctors: [{ userId: doctorId, role: 'Medico competente' }], healthCoordinatorIds: [], secretaryIds: [secretaryId] },
    },
    null,
  ]);
  list.push(['access', { type: 'SetAccess', access: customer.access }, null]);
  list.push(['groups', { type: 'SetGroups', groups: customer.groups }, null]);
  if (customer.note) list.push(['note', { type: 'SetNote', note: customer.note }, null]);
  if (customer.notice) list.push(['notice', { type: 'SetNotice', notice: customer.notice }, null]);
  return list;
}
