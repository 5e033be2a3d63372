import { USER_MESSAGES } from '@tutela/contracts';
import { deciderSpec } from '../testing/decider-specification';
import { APPLICATIONS_FIELD, entityDecider, type EntityEvent } from './entity.decider';

const spec = deciderSpec(entityDecider);
const fields = {
  name: ' Tutela Demo S.r.l. ',
  addressInfo: 'Via Roma 1, Milano',
  activeMd: true,
  activeFr: true,
  activeSr: false,
  generic: false,
};
const created: EntityEvent = {
  type: 'EntityCreated',
  data: { entityId: 'e1', ...fields, name: 'Tutela Demo S.r.l.', additionalData: null },
};

describe('entity decider', () => {
  it('creates an entity once', () => {
    spec
      .given([])
      .when({ type: 'CreateEntity', entityId: 'e1', ...fields })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateEntity', entityId: 'e1', ...fields })
      .thenFails('conflict', USER_MESSAGES.ENTITY_ALREADY_EXISTS);
  });
  it('requires a name', () => {
    spec
      .given([])
      .when({ type: 'CreateEntity', entityId: 'e1', ...fields, name: ' ' })
      .thenFails('validation', undefined, 'name');
    spec
      .given([created])
      .when({ type: 'UpdateEntity', changes: { name: '' } })
      .thenFails('validation', undefined, 'name');
  });
  it('trims the name and stores a blank address as none', () => {
    spec
      .given([created])
      .when({ type: 'UpdateEntity', changes: { name: '  Tutela Nord  ', addressInfo: '   ' } })
      .then([{ type: 'EntityUpdated', data: { name: 'Tutela Nord', addressInfo: null } }]);
    spec
      .given([created])
      .when({ type: 'UpdateEntity', changes: { name: ' Tutela Demo S.r.l.', addressInfo: ' Via Roma 1, Milano ' } })
      .thenNothing();
  });
  it('records only real changes', () => {
    spec
      .given([created])
      .when({ type: 'UpdateEntity', changes: { activeSr: true, activeMd: true, name: 'Tutela Demo S.r.l.' } })
      .then([{ type: 'EntityUpdated', data: { activeSr: true } }]);
    spec
      .given([created])
      .when({ type: 'UpdateEntity', changes: { activeMd: true } })
      .thenNothing();
  });
  it('keeps at least one application active', () => {
    spec
      .given([])
      .when({ type: 'CreateEntity', entityId: 'e1', ...fields, activeMd: false, activeFr: false, activeSr: false })
      .thenFails('validation', USER_MESSAGES.ENTITY_NEEDS_APPLICATION, APPLICATIONS_FIELD);
    // md and fr are on: switching both off in one go leaves nothing.
    spec
      .given([created])
      .when({ type: 'UpdateEntity', changes: { activeMd: false, activeFr: false } })
      .thenFails('validation', USER_MESSAGES.ENTITY_NEEDS_APPLICATION, APPLICATIONS_FIELD);
    // ...and so does switching off the last one left after an earlier update.
    const onlyFr: EntityEvent = { type: 'EntityUpdated', data: { activeMd: false } };
    spec
      .given([created, onlyFr])
      .when({ type: 'UpdateEntity', changes: { activeFr: false } })
      .thenFails('validation', USER_MESSAGES.ENTITY_NEEDS_APPLICATION, APPLICATIONS_FIELD);
    // Moving the only active application to another one in the same update is fine.
    spec
      .given([created, onlyFr])
      .when({ type: 'UpdateEntity', changes: { activeFr: false, activeSr: true } })
      .then([{ type: 'EntityUpdated', data: { activeFr: false, activeSr: true } }]);
    spec
      .given([created])
      .when({ type: 'UpdateEntity', changes: { activeFr: false } })
      .then([{ type: 'EntityUpdated', data: { activeFr: false } }]);
  });
  it('answers not found when updating an unknown entity', () => {
    spec
      .given([])
      .when({ type: 'UpdateEntity', changes: { activeMd: false } })
      .thenFails('not_found');
  });
});
