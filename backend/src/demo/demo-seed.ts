import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ALL_TENANTS, type CustomerCreatedData, type EventStore, type RoleName, type TenantScope } from '@tutela/contracts';
import { DEMO_CUSTOMERS } from '../customers/seed/customers-demo-data';
import { demoFactoryId, seedDemoCustomers } from '../customers/seed/customers-demo-seed';
import { seedDemoAssignments } from '../workers/assignments/seed/demo-assignments-seed';
import { eventIdFor } from '../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR, type Actor } from '../shared/event-metadata';
import { EVENT_STORE } from '../shared/tokens';
import { CreateEntityCommand } from '../users/commands/create-entity/create-entity.command';
import { CreateUserCommand } from '../users/commands/create-user/create-user.command';
import { GrantUserRoleCommand } from '../users/commands/grant-user-role/grant-user-role.command';
import { userStream } from '../users/domain/user.decider';
import { seedDemoJobs } from '../jobs/seed/jobs-seed';
import { StreamDirectory } from '../users/infrastructure/stream-directory';
import { seedDemoWorkers } from '../workers/seed/demo-workers-seed';
import { seedDemoDismissals } from '../workers/seed/demo-dismissals-seed';
import { seedDemoExaminations } from '../examinations/seed/demo-examinations-seed';
import { seedDemoDueVisits } from '../examinations/seed/demo-due-visits-seed';
import { seedDemoHistory } from '../workers/seed/demo-history-seed';
import { seedDemoDvrs } from '../dvr/seed/demo-dvr-seed';
import { seedDemoCalResources } from '../calresources/seed/demo-calresources-seed';
import { seedDemoAppointments } from '../appointments/seed/demo-appointments-seed';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD, DEMO_USERS, demoId, type DemoUser } from './demo-data';

export interface DemoSeedReport {
  entityName: string;
  users: { email: string; password: string; role: RoleName }[];
}

/**
 * The demo entity, customer and one user per main role. Idempotent: each step first looks at the log and
 * skips what exists, and command ids are fixed, so a second start appends nothing.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<DemoSeedReport> {
  const commands = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  const directory = app.get(StreamDirectory);

  const system: Actor = { ...SYSTEM_ACTOR, entityId: DEMO_ENTITY.id };
  if (!(await directory.entity(DEMO_ENTITY.id))) {
    await commands.execute(
      new CreateEntityCommand(
        DEMO_ENTITY.id,
        { name: DEMO_ENTITY.name, addressInfo: DEMO_ENTITY.addressInfo, activeMd: true, activeFr: true, activeSr: true, generic: false },
        system,
        'tutela-demo:entity:create',
      ),
    );
  }

  const entityAdminUser = DEMO_USERS.find((u) => u.role === 'entity_administrator') as DemoUser;
  const entityAdmin: Actor = {
    userId: demoId(`user:${entityAdminUser.key}`),
    name: `${entityAdminUser.firstName} ${entityAdminUser.lastName}`,
    role: 'entity_administrator',
    entityId: DEMO_ENTITY.id,
  };
  const entityScope: TenantScope = { entityId: DEMO_ENTITY.id, customerIds: null, factoryIds: null };

  for (const user of DEMO_USERS.filter((u) => !u.byEntityAdmin)) {
    await seedUser(commands, store, user, system, ALL_TENANTS);
  }
  if (!(await directory.customer(DEMO_CUSTOMER.id))) await seedCustomer(store, entityAdmin);
  for (const user of DEMO_USERS.filter((u) => u.byEntityAdmin)) {
    await seedUser(commands, store, user, entityAdmin, entityScope);
  }
  // After the users: the customers' staff names the demo doctor and secretary.
  await seedDemoCustomers(store, entityAdmin);
  // Specific jobs go to the demo customer's factories, so after the customers.
  await seedDemoJobs(app, entityAdmin, DEMO_CUSTOMER.id);
  // Workers spread over every demo customer and its factories; the first ones then get a general job.
  const tenants = DEMO_CUSTOMERS.map((customer) => ({
    entityId: DEMO_ENTITY.id,
    customerId: customer.id,
    factoryIds: customer.factories.map((factory) => demoFactoryId(customer, factory)),
  }));
  await seedDemoWorkers(store, entityAdmin, tenants);
  await seedDemoAssignments(app, entityAdmin);
  // One worker who left, so DIMESSO and 'Nascondi i non attivi' have something to show; after the assignments,
  // which refuse a dismissed worker.
  await seedDemoDismissals(store, entityAdmin);
  // Visits need the workers' jobs and protocols, so after the assignments.
  await seedDemoExaminations(app);
  // Yearly visits signed a year ago: workers falling due now, for 'Da fissare'.
  await seedDemoDueVisits(app);
  // A worker changed on different past days, for the Cronologia's time travel.
  await seedDemoHistory(store);
  // The demo factory's site DVR names its specific jobs, so after the jobs.
  await seedDemoDvrs(app);
  // Rooms and resources first: a booked week for the demo doctor books them.
  await seedDemoCalResources(app);
  await seedDemoAppointments(app);

  return {
    entityName: DEMO_ENTITY.name,
    users: DEMO_USERS.map((u) => ({ email: u.email, password: DEMO_PASSWORD, role: u.role })),
  };
}

async function seedUser(commands: CommandBus, store: EventStore, user: DemoUser, actor: Actor, scope: TenantScope): Promise<void> {
  const userId = demoId(`user:${user.key}`);
  const history = await store.readStream(userStream(userId));
  if (history.length === 0) {
    await commands.execute(
      new CreateUserCommand(
        {
          userId,
          entityId: DEMO_ENTITY.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          password: DEMO_PASSWORD,
          customerSettings: user.customerSettings ?? null,
        },
        { actor, commandId: `tutela-demo:user:${user.key}:create`, scope },
      ),
    );
  }
  // A grant already recorded (even if revoked since) is left alone: the seed never undoes an administrator.
  const grantId = demoId(`grant:${user.key}:${user.role}`);
  if (history.some((e) => (e.data as { grantId?: string }).grantId === grantId)) return;
  await commands.execute(
    new GrantUserRoleCommand(
      {
        userId,
        grantId,
        role: user.role,
        customerId: user.onDemoCustomer ? DEMO_CUSTOMER.id : null,
        factoryId: null,
        app: null,
      },
      { actor, commandId: `tutela-demo:user:${user.key}:grant`, scope },
    ),
  );
}

/** Written here only because the customers context has no command for it yet; that context owns the event. */
async function seedCustomer(store: EventStore, actor: Actor): Promise<void> {
  const commandId = 'tutela-demo:customer:create';
  const data: CustomerCreatedData = {
    customerId: DEMO_CUSTOMER.id,
    entityId: DEMO_ENTITY.id,
    companyName: DEMO_CUSTOMER.companyName,
    vatNumber: DEMO_CUSTOMER.vatNumber,
    address: DEMO_CUSTOMER.address,
    city: DEMO_CUSTOMER.city,
  };
  await store.append(
    `customer-${DEMO_CUSTOMER.id}`,
    [
      {
        id: eventIdFor(commandId, 0),
        type: 'CustomerCreated',
        data,
        metadata: eventMetadata(actor, commandId, { customerId: DEMO_CUSTOMER.id }),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}
