import { CALRESOURCE_MESSAGES, MESSAGES } from '@tutela/contracts';
import { deciderSpec } from '../../shared/testing/decider-specification';
import type { CalResourceCommand, CreateCalResource } from './calresource-commands';
import { calResourceDecider, type CalResourceEvent } from './calresource.decider';

const spec = deciderSpec(calResourceDecider);
const when = (command: CalResourceCommand, entityId: string | null = 'e1') => ({ command, entityId });

const createClinic: CreateCalResource = {
  type: 'CreateCalResource',
  calResourceId: 'r1',
  entityId: 'e1',
  resourceType: 'classrooms',
  name: ' Sala 1 ',
  kind: '',
  location: 'Bergamo',
  address: null,
  capacity: 12,
};
const created: CalResourceEvent = {
  type: 'CalResourceCreated',
  data: {
    calResourceId: 'r1',
    entityId: 'e1',
    type: 'classrooms',
    name: 'Sala 1',
    kind: null,
    location: 'Bergamo',
    address: null,
    capacity: 12,
  },
};
const deactivated: CalResourceEvent = { type: 'CalResourceDeactivated', data: { calResourceId: 'r1' } };

describe('calresource decider', () => {
  it('creates a clinic once, trimmed, and a resource without capacity', () => {
    spec.given([]).when(when(createClinic)).then([created]);
    spec
      .given([])
      .when(when({ ...createClinic, resourceType: 'resources', capacity: 3 }))
      .then([{ type: 'CalResourceCreated', data: { ...created.data, type: 'resources', capacity: null } }]);
    spec.given([created]).when(when(createClinic)).thenFails('conflict', CALRESOURCE_MESSAGES.ALREADY_EXISTS);
  });

  it('requires a name and a whole capacity of at least one for a classroom', () => {
    spec
      .given([])
      .when(when({ ...createClinic, name: '  ' }))
      .thenFails('validation', MESSAGES.REQUIRED, 'name');
    spec
      .given([])
      .when(when({ ...createClinic, name: 'x'.repeat(256) }))
      .thenFails('validation', CALRESOURCE_MESSAGES.NAME_TOO_LONG, 'name');
    spec
      .given([])
      .when(when({ ...createClinic, capacity: null }))
      .thenFails('validation', MESSAGES.REQUIRED, 'capacity');
    spec
      .given([created])
      .when(when({ type: 'UpdateCalResource', changes: { capacity: 1.5 } }))
      .thenFails('validation', CALRESOURCE_MESSAGES.CAPACITY_INVALID, 'capacity');
  });

  it('records only the fields that change, and nothing for no change', () => {
    spec
      .given([created])
      .when(when({ type: 'UpdateCalResource', changes: { name: 'Sala 1', location: 'Milano', address: '' } }))
      .then([{ type: 'CalResourceUpdated', data: { calResourceId: 'r1', location: 'Milano' } }]);
    spec
      .given([created])
      .when(when({ type: 'UpdateCalResource', changes: { name: 'Sala 1' }, active: true }))
      .then([]);
  });

  it('deactivates and reactivates', () => {
    spec
      .given([created])
      .when(when({ type: 'UpdateCalResource', changes: {}, active: false }))
      .then([deactivated]);
    spec
      .given([created, deactivated])
      .when(when({ type: 'UpdateCalResource', changes: { capacity: 20 }, active: true }))
      .then([
        { type: 'CalResourceUpdated', data: { calResourceId: 'r1', capacity: 20 } },
        { type: 'CalResourceReactivated', data: { calResourceId: 'r1' } },
      ]);
  });

  it("answers 404 for another entity's record or an unknown one", () => {
    spec
      .given([created])
      .when(when({ type: 'UpdateCalResource', changes: { name: 'Altro' } }, 'e2'))
      .thenFails('not_found', CALRESOURCE_MESSAGES.NOT_FOUND);
    spec
      .given([])
      .when(when({ type: 'UpdateCalResource', changes: { name: 'Altro' } }))
      .thenFails('not_found', CALRESOURCE_MESSAGES.NOT_FOUND);
    spec.given([]).when(when(createClinic, 'e2')).thenFails('not_found', CALRESOURCE_MESSAGES.NOT_FOUND);
  });
});
