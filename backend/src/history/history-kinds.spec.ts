import type { CustomerDetail, RecordedEvent, UserDetail, WorkerDetail } from '@tutela/contracts';
import { foldSteps, stateAt } from './domain/record-timeline';
import { HISTORY_KIND_REGISTRY } from './history-kinds';
import { fieldLabel } from './queries/history-labels';
import { workerDetailAt, workerHistoryFields, workerHistoryFold } from '../workers/history/worker.history-kind';

const WORKER = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';

function recorded(
  stream: string,
  revision: number,
  type: string,
  data: object,
  occurredAt = `2026-0${revision + 1}-15T10:00:00.000Z`,
): RecordedEvent {
  return {
    id: `${stream}-${revision}`,
    stream,
    revision,
    position: revision + 1,
    type,
    schemaVersion: 1,
    data,
    metadata: {
      actorId: 'u',
      actorName: 'Sara Galli',
      actorRole: 'secretary',
      entityId: 'e',
      correlationId: 'c',
      causationId: null,
      commandId: 'c',
      occurredAt,
    },
  } as RecordedEvent;
}

const hired = {
  workerId: WORKER,
  entityId: 'e',
  customerId: CUSTOMER,
  factoryId: null,
  firstName: 'Mario',
  lastName: 'Rossi',
  sex: 'M',
  birthDate: '1985-12-10',
  birthPlace: 'San Giuliano Terme',
  birthPlaceCode: 'A562',
  fiscalCode: 'RSSMRA85T10A562S',
  email: null,
  hiredOn: null,
  contract: 'DETERMINATO',
};
const workerEvents = [
  recorded(`worker-${WORKER}`, 0, 'WorkerHired', hired),
  recorded(`worker-${WORKER}`, 1, 'WorkerPersonalDataUpdated', {
    workerId: WORKER,
    email: 'mario@example.it',
  }),
  recorded(`worker-${WORKER}`, 2, 'WorkerEmploymentUpdated', {
    workerId: WORKER,
    contract: 'INDETERMINATO',
    suitability: 'IDO',
  }),
  recorded(`worker-${WORKER}`, 3, 'WorkerResigned', {
    workerId: WORKER,
    resignedOn: '2026-04-10',
  }),
];

const currentWorker = {
  id: WORKER,
  customer_id: CUSTOMER,
  factory_id: null,
  customer: { company_name: 'Demo S.r.l.' },
  factory: null,
  job: null,
  job_id: null,
  department: null,
  alt_jobs: [],
  first_name: 'Mario',
  last_name: 'Rossi',
  name: 'Rossi Mario',
  can_edit: true,
  revision: 3,
} as unknown as WorkerDetail;

describe('worker history', () => {
  it('diffs each event field by field, with the activity log’s labels', () => {
    const steps = foldSteps(workerEvents, workerHistoryFold, workerHistoryFields);
    expect(steps[1].changes).toEqual([{ field: 'personal.email', before: null, after: 'mario@example.it' }]);
    expect(steps[2].changes).toEqual([
      { field: 'contract', before: 'DETERMINATO', after: 'INDETERMINATO' },
      { field: 'suitability', before: null, after: 'IDO' },
    ]);
    expect(steps[3].changes.map((change) => change.field)).toEqual(['resignedOn', 'resigned']);
    const kind = HISTORY_KIND_REGISTRY.worker;
    expect(fieldLabel(kind, 'personal.email')).toBe('email');
    expect(fieldLabel(kind, 'contract')).toBe('tipo di contratto');
  });

  it('maps each past state onto the card’s detail, read-only', () => {
    const at = (revision: number) => {
      const { state, last } = stateAt(workerEvents, workerHistoryFold, {
        revision,
      });
      return workerDetailAt(state, currentWorker, {
        revision: last.revision,
        occurredAt: new Date(last.metadata.occurredAt),
      })!;
    };
    expect(at(0)).toMatchObject({
      email: null,
      contract: 'DETERMINATO',
      suitability: null,
      resigned: 0,
      revision: 0,
      can_edit: false,
    });
    expect(at(1)).toMatchObject({
      email: 'mario@example.it',
      contract: 'DETERMINATO',
    });
    expect(at(2)).toMatchObject({
      contract: 'INDETERMINATO',
      suitability: 'IDO',
      resigned: 0,
    });
    expect(at(3)).toMatchObject({
      resigned: 1,
      resigned_on: '2026-04-10',
      customer: { company_name: 'Demo S.r.l.' },
    });
    // Age at the time of the state, not today.
    expect(at(0).age).toBe(40);
  });

  it('keeps job and hazards from the assignment events on the same stream', () => {
    const events = [
      ...workerEvents.slice(0, 1),
      recorded(`worker-${WORKER}`, 1, 'WorkerHazardsSet', {
        workerId: WORKER,
        hazards: [{ hazardId: 'h1' }],
      }),
    ];
    expect(foldSteps(events, workerHistoryFold, workerHistoryFields)[1].changes).toEqual([
      { field: 'hazards', before: [], after: [{ hazardId: 'h1' }] },
    ]);
  });
});

describe('the other kinds fold with their own deciders', () => {
  it('customer: profile changes', () => {
    const kind = HISTORY_KIND_REGISTRY.customer;
    const stream = `customer-${CUSTOMER}`;
    const steps = foldSteps(
      [
        recorded(stream, 0, 'CustomerCreated', {
          customerId: CUSTOMER,
          entityId: 'e',
          companyName: 'Demo S.r.l.',
          vatNumber: null,
        }),
        recorded(stream, 1, 'CustomerUpdated', {
          customerId: CUSTOMER,
          companyName: 'Demo S.p.A.',
        }),
      ],
      kind.fold,
      kind.fields,
    );
    expect(steps[1].changes).toEqual([
      {
        field: 'profile.companyName',
        before: 'Demo S.r.l.',
        after: 'Demo S.p.A.',
      },
    ]);
    expect(fieldLabel(kind, 'profile.companyName')).toBe('ragione sociale');
  });

  it('job: renamed, then retired', () => {
    const kind = HISTORY_KIND_REGISTRY.job;
    const stream = 'job-j';
    const steps = foldSteps(
      [
        recorded(stream, 0, 'JobCreated', {
          jobId: 'j',
          entityId: 'e',
          customerId: null,
          factoryId: null,
          name: 'Saldatore',
          level: 2,
        }),
        recorded(stream, 1, 'JobUpdated', { jobId: 'j', name: 'Saldatrice' }),
        recorded(stream, 2, 'JobRetired', { jobId: 'j' }),
      ],
      kind.fold,
      kind.fields,
    );
    expect(steps[1].changes).toEqual([{ field: 'name', before: 'Saldatore', after: 'Saldatrice' }]);
    expect(steps[2].changes).toEqual([{ field: 'retired', before: false, after: true }]);
  });

  it('user: never shows a secret, even the reset token’s reference', () => {
    const kind = HISTORY_KIND_REGISTRY.user;
    const stream = 'user-u';
    const created = {
      userId: 'u',
      entityId: 'e',
      email: 'a@b.it',
      firstName: 'A',
      lastName: 'B',
      passwordRef: 'ref',
      passwordExpiresAt: null,
      mustChangePassword: true,
    };
    const steps = foldSteps(
      [
        recorded(stream, 0, 'UserCreated', created),
        recorded(stream, 1, 'UserPasswordResetRequested', {
          tokenHash: 'secret-hash',
          expiresAt: '2026-09-01T00:00:00Z',
        }),
        recorded(stream, 2, 'UserUpdated', { phone: '0123' }),
      ],
      kind.fold,
      kind.fields,
    );
    expect(JSON.stringify(steps.map((step) => step.changes))).not.toContain('secret-hash');
    expect(steps[2].changes).toEqual([{ field: 'phone', before: null, after: '0123' }]);
  });

  it('entity: renamed', () => {
    const kind = HISTORY_KIND_REGISTRY.entity;
    const stream = 'entity-e';
    const created = {
      entityId: 'e',
      name: 'Ente',
      addressInfo: null,
      activeMd: true,
      activeFr: true,
      activeSr: true,
      generic: false,
    };
    const steps = foldSteps(
      [recorded(stream, 0, 'EntityCreated', created), recorded(stream, 1, 'EntityUpdated', { name: 'Ente Nuovo' })],
      kind.fold,
      kind.fields,
    );
    expect(steps[1].changes).toEqual([{ field: 'name', before: 'Ente', after: 'Ente Nuovo' }]);
  });
});

describe('past states on the customer and user cards', () => {
  it('customer: the profile and open factories as they stood, the info dialog as today', () => {
    const kind = HISTORY_KIND_REGISTRY.customer;
    const stream = `customer-${CUSTOMER}`;
    const events = [
      recorded(stream, 0, 'CustomerCreated', {
        customerId: CUSTOMER,
        entityId: 'e',
        companyName: 'Demo S.r.l.',
        vatNumber: null,
      }),
      recorded(stream, 1, 'FactoryAdded', {
        customerId: CUSTOMER,
        factoryId: 'f1',
        name: 'Sede di Bergamo',
        address: null,
        city: 'Bergamo',
        lat: null,
        lng: null,
      }),
      recorded(stream, 2, 'CustomerUpdated', {
        customerId: CUSTOMER,
        companyName: 'Demo S.p.A.',
      }),
    ];
    const current = {
      id: CUSTOMER,
      company_name: 'Demo S.p.A.',
      factories: [],
      note: 'oggi',
      revision: 2,
    } as unknown as CustomerDetail;
    const { state, last } = stateAt(events, kind.fold, { revision: 1 });
    const detail = kind.detailAt!(state, current, {
      revision: last.revision,
      occurredAt: new Date(last.metadata.occurredAt),
    }) as CustomerDetail;
    expect(detail).toMatchObject({
      company_name: 'Demo S.r.l.',
      resigned: false,
      revision: 1,
      note: 'oggi',
    });
    expect(detail.factories).toEqual([
      expect.objectContaining({
        id: 'f1',
        name: 'Sede di Bergamo',
        location: { comune: 'Bergamo' },
        closed: false,
      }),
    ]);
  });

  it('user: profile and role grants as they stood', () => {
    const kind = HISTORY_KIND_REGISTRY.user;
    const stream = 'user-u';
    const created = {
      userId: 'u',
      entityId: 'e',
      email: 'a@b.it',
      firstName: 'Anna',
      lastName: 'Bassi',
      passwordExpiresAt: null,
      mustChangePassword: false,
    };
    const events = [
      recorded(stream, 0, 'UserCreated', created),
      recorded(stream, 1, 'UserRoleGranted', {
        grantId: 'g1',
        role: 'doctor',
        customerId: null,
        factoryId: null,
      }),
      recorded(stream, 2, 'UserDeactivated', {}),
    ];
    const current = {
      id: 'u',
      name: 'Anna Bassi',
      active: false,
      role_grants: [],
      roles: [],
    } as unknown as UserDetail;
    const at = (revision: number) => {
      const { state, last } = stateAt(events, kind.fold, { revision });
      return kind.detailAt!(state, current, {
        revision: last.revision,
        occurredAt: new Date(last.metadata.occurredAt),
      }) as UserDetail;
    };
    expect(at(0)).toMatchObject({ active: true, role_grants: [], roles: [] });
    expect(at(1)).toMatchObject({
      active: true,
      roles: ['doctor'],
      role_grants: [{ grant_id: 'g1', name: 'doctor', customer_id: null, factory_id: null }],
    });
    expect(at(2).active).toBe(false);
  });
});
