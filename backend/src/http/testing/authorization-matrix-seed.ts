import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ALL_TENANTS,
  type AppointmentBookedData,
  type CalResourceCreatedData,
  type CustomerCreatedData,
  type DvrCreatedData,
  type EventStore,
  type ExaminationStartedData,
  type JobCreatedData,
  type WorkerHiredData,
} from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { eventIdFor } from '../../shared/command-runner';
import { eventMetadata, SYSTEM_ACTOR } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';
import { CreateEntityCommand } from '../../users/commands/create-entity/create-entity.command';
import { CreateUserCommand } from '../../users/commands/create-user/create-user.command';
import { DEMO_CUSTOMER, DEMO_ENTITY, DEMO_PASSWORD } from '../../demo/demo-data';
import {
  OTHER_ENTITY,
  OTHER_ENTITY_APPOINTMENT,
  OTHER_ENTITY_CALRESOURCE,
  OWN_CALRESOURCE,
  OWN_APPOINTMENT,
  SECOND_CUSTOMER_APPOINTMENT,
  SECOND_CUSTOMER,
  OTHER_ENTITY_CUSTOMER,
  OWN_TARGET_USER,
  OTHER_TARGET_USER,
  OWN_WORKER,
  SECOND_CUSTOMER_WORKER,
  OTHER_ENTITY_WORKER,
  OWN_EXAMINATION,
  SECOND_CUSTOMER_EXAMINATION,
  OTHER_ENTITY_EXAMINATION,
  OWN_GENERAL_JOB,
  OWN_CUSTOMER_JOB,
  SECOND_CUSTOMER_JOB,
  OTHER_ENTITY_JOB,
  OTHER_ENTITY_CHAT,
  OWN_FACTORY,
  SECOND_FACTORY,
  OTHER_ENTITY_FACTORY,
  departmentOf,
  OWN_DVR,
  SECOND_CUSTOMER_DVR,
  OTHER_ENTITY_DVR,
} from './authorization-matrix-tenants';

/** Writes the records of authorization-matrix-tenants.ts other than the demo seed's, and waits until the read models have them. */
export async function seedOtherTenants(app: INestApplication): Promise<void> {
  const commands = app.get(CommandBus);
  await commands.execute(
    new CreateEntityCommand(
      OTHER_ENTITY,
      { name: 'Ente Estraneo', addressInfo: null, activeMd: true, activeFr: true, activeSr: true, generic: false },
      SYSTEM_ACTOR,
      'matrix:entity',
    ),
  );
  const users = [
    { userId: OWN_TARGET_USER, entityId: DEMO_ENTITY.id, email: 'bersaglio@tutela.demo' },
    { userId: OTHER_TARGET_USER, entityId: OTHER_ENTITY, email: 'bersaglio@estraneo.it' },
  ];
  for (const user of users) {
    await commands.execute(
      new CreateUserCommand(
        { ...user, firstName: 'Bersaglio', lastName: 'Matrice', password: DEMO_PASSWORD },
        { actor: SYSTEM_ACTOR, commandId: `matrix:user:${user.userId}`, scope: ALL_TENANTS },
      ),
    );
  }
  const store = app.get<EventStore>(EVENT_STORE);
  for (const [customerId, entityId] of [
    [SECOND_CUSTOMER, DEMO_ENTITY.id],
    [OTHER_ENTITY_CUSTOMER, OTHER_ENTITY],
  ]) {
    const data: CustomerCreatedData = { customerId, entityId, companyName: `Cliente ${customerId.slice(0, 4)}`, vatNumber: null };
    const commandId = `matrix:customer:${customerId}`;
    await store.append(
      `customer-${customerId}`,
      [{ id: eventIdFor(commandId, 0), type: 'CustomerCreated', data, metadata: eventMetadata(SYSTEM_ACTOR, commandId, { customerId }) }],
      { expectedRevision: 'no_stream' },
    );
  }
  for (const [workerId, customerId, entityId] of [
    [OWN_WORKER, DEMO_CUSTOMER.id, DEMO_ENTITY.id],
    [SECOND_CUSTOMER_WORKER, SECOND_CUSTOMER, DEMO_ENTITY.id],
    [OTHER_ENTITY_WORKER, OTHER_ENTITY_CUSTOMER, OTHER_ENTITY],
  ]) {
    const data: WorkerHiredData = {
      workerId,
      entityId,
      customerId,
      factoryId: null,
      firstName: 'Mario',
      lastName: 'Matrice',
      sex: 'M',
      birthDate: '1985-12-10',
      birthPlace: 'San Giuliano Terme',
      birthPlaceCode: 'A562',
      fiscalCode: 'RSSMRA85T10A562S',
      email: null,
    };
    const commandId = `matrix:worker:${workerId}`;
    await store.append(
      `worker-${workerId}`,
      [{ id: eventIdFor(commandId, 0), type: 'WorkerHired', data, metadata: eventMetadata(SYSTEM_ACTOR, commandId, { customerId }) }],
      { expectedRevision: 'no_stream' },
    );
  }
  // One visit per tenant, so the examination routes meet real records of the caller's tenant and of others.
  for (const [examinationId, workerId, customerId, entityId] of [
    [OWN_EXAMINATION, OWN_WORKER, DEMO_CUSTOMER.id, DEMO_ENTITY.id],
    [SECOND_CUSTOMER_EXAMINATION, SECOND_CUSTOMER_WORKER, SECOND_CUSTOMER, DEMO_ENTITY.id],
    [OTHER_ENTITY_EXAMINATION, OTHER_ENTITY_WORKER, OTHER_ENTITY_CUSTOMER, OTHER_ENTITY],
  ]) {
    const data: ExaminationStartedData = {
      examinationId,
      kind: 'VIS',
      typeId: 10,
      workerId,
      entityId,
      customerId,
      factoryId: null,
      examinationDate: '2026-03-02',
      timeKey: examinationId,
      jobId: null,
      jobName: null,
      hazards: [],
      doctorId: null,
      formCode: 'VIS',
      formVersion: 1,
    };
    const commandId = `matrix:examination:${examinationId}`;
    await store.append(
      `examination-${examinationId}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'ExaminationStarted',
          data,
          metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, { customerId }),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
  const jobs: JobCreatedData[] = [
    { jobId: OWN_GENERAL_JOB, entityId: DEMO_ENTITY.id, customerId: null, factoryId: null, name: 'Mansione generale', level: 1 },
    {
      jobId: OWN_CUSTOMER_JOB,
      entityId: DEMO_ENTITY.id,
      customerId: DEMO_CUSTOMER.id,
      factoryId: randomUUID(),
      name: 'Mansione del cliente',
      level: 2,
    },
    {
      jobId: SECOND_CUSTOMER_JOB,
      entityId: DEMO_ENTITY.id,
      customerId: SECOND_CUSTOMER,
      factoryId: randomUUID(),
      name: 'Mansione di un altro cliente',
      level: 2,
    },
    { jobId: OTHER_ENTITY_JOB, entityId: OTHER_ENTITY, customerId: null, factoryId: null, name: 'Mansione di un altro ente', level: 2 },
  ];
  for (const data of jobs) {
    const commandId = `matrix:job:${data.jobId}`;
    await store.append(
      `job-${data.jobId}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'JobCreated',
          data,
          metadata: eventMetadata(SYSTEM_ACTOR, commandId, { customerId: data.customerId }),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
  {
    const commandId = `matrix:chat:${OTHER_ENTITY_CHAT}`;
    const member = { userId: OTHER_TARGET_USER, name: 'Bersaglio Matrice' };
    const data = {
      chatId: OTHER_ENTITY_CHAT,
      entityId: OTHER_ENTITY,
      customerId: null,
      title: 'Chat estranea',
      type: 'SING',
      createdBy: member,
      participants: [member],
    };
    await store.append(
      `chat-${OTHER_ENTITY_CHAT}`,
      [{ id: eventIdFor(commandId, 0), type: 'ChatOpened', data, metadata: eventMetadata(SYSTEM_ACTOR, commandId) }],
      { expectedRevision: 'no_stream' },
    );
  }
  // Each customer gets a factory with a department, so the factory and department routes meet real records.
  for (const [customerId, factoryId] of [
    [DEMO_CUSTOMER.id, OWN_FACTORY],
    [SECOND_CUSTOMER, SECOND_FACTORY],
    [OTHER_ENTITY_CUSTOMER, OTHER_ENTITY_FACTORY],
  ]) {
    const commandId = `matrix:factory:${factoryId}`;
    const metadata = eventMetadata(SYSTEM_ACTOR, commandId, { customerId, factoryId });
    await store.append(
      `customer-${customerId}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'FactoryAdded',
          data: { customerId, factoryId, name: 'Sede', address: null, city: null, lat: null, lng: null },
          metadata,
        },
        {
          id: eventIdFor(commandId, 1),
          type: 'DepartmentAdded',
          data: { customerId, factoryId, departmentId: departmentOf(factoryId), name: 'Reparto' },
          metadata,
        },
      ],
      { expectedRevision: 'any' },
    );
  }
  for (const [dvrId, customerId, factoryId, entityId] of [
    [OWN_DVR, DEMO_CUSTOMER.id, OWN_FACTORY, DEMO_ENTITY.id],
    [SECOND_CUSTOMER_DVR, SECOND_CUSTOMER, SECOND_FACTORY, DEMO_ENTITY.id],
    [OTHER_ENTITY_DVR, OTHER_ENTITY_CUSTOMER, OTHER_ENTITY_FACTORY, OTHER_ENTITY],
  ]) {
    const data: DvrCreatedData = {
      dvrId,
      entityId,
      customerId,
      factoryId,
      code: 'RUM',
      title: 'Rumore',
      formCode: 'DVR-RUM',
      formVersion: 1,
    };
    const commandId = `matrix:dvr:${dvrId}`;
    await store.append(
      `dvr-${dvrId}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'DvrCreated',
          data,
          metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, { customerId, factoryId }),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
  await seedAppointments(store);
  await seedCalResources(store);
  await app.get(ProjectionWaiter).waitFor(await store.headPosition(), 30_000);
}

/** One booked appointment per tenant (appended directly: no interval is held, any move of it is free). */
async function seedAppointments(store: EventStore): Promise<void> {
  for (const [appointmentId, customerId, entityId] of [
    [OWN_APPOINTMENT, DEMO_CUSTOMER.id, DEMO_ENTITY.id],
    [SECOND_CUSTOMER_APPOINTMENT, SECOND_CUSTOMER, DEMO_ENTITY.id],
    [OTHER_ENTITY_APPOINTMENT, OTHER_ENTITY_CUSTOMER, OTHER_ENTITY],
  ]) {
    const slot = {
      date: '2030-01-07',
      endDate: '2030-01-07',
      startTime: '09:00',
      endTime: '09:15',
      start: '2030-01-07T08:00:00.000Z',
      end: '2030-01-07T08:15:00.000Z',
    };
    const data: AppointmentBookedData = {
      appointmentId,
      entityId,
      customerId,
      physicianId: randomUUID(),
      resourceIds: [],
      clinicId: null,
      slot,
      series: null,
      details: {
        visit: 1,
        title: null,
        multi: false,
        workerIds: [],
        durationMinutes: null,
        examinations: [],
        addExaminationProtocol: false,
        location: null,
        locationAddress: null,
        note: null,
        mail: { worker: false, workers: false, customer: false, workerAddresses: [], customerAddresses: [] },
        coordination: { required: false, userId: null, date: null },
      },
      confirmed: false,
    };
    const commandId = `matrix:appointment:${appointmentId}`;
    await store.append(
      `appointment-${appointmentId}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'AppointmentBooked',
          data,
          metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId, { customerId }),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
}

/** One clinic of the demo entity and one of another entity. */
async function seedCalResources(store: EventStore): Promise<void> {
  for (const [calResourceId, entityId] of [
    [OWN_CALRESOURCE, DEMO_ENTITY.id],
    [OTHER_ENTITY_CALRESOURCE, OTHER_ENTITY],
  ]) {
    const data: CalResourceCreatedData = {
      calResourceId,
      entityId,
      type: 'classrooms',
      name: 'Sala 1',
      kind: null,
      location: null,
      address: null,
      capacity: 8,
    };
    const commandId = `matrix:calresource:${calResourceId}`;
    await store.append(
      `calresource-${calResourceId}`,
      [
        {
          id: eventIdFor(commandId, 0),
          type: 'CalResourceCreated',
          data,
          metadata: eventMetadata({ ...SYSTEM_ACTOR, entityId }, commandId),
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
}
