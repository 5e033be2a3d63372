import { USER_MESSAGES } from '@tutela/contracts';
import { deciderSpec } from '../testing/decider-specification';
import { entityDecider, type EntityEvent } from './entity.decider';

const spec = deciderSpec(entityDecider);
const fields = { name: ' Tutela Demo S.r.l. ', addressInfo: 'Via Roma 1, Milano', activeMd: true, activeFr: true, activeSr: false, generic: false };
const created: EntityEvent = {
  type: 'EntityCreated',
  data: { entityId: 'e1', ...fields, name: 'Tutela Demo S.r.l.', additionalData: null },
};

describe('entity decider', () => {
  it('creates an entity once', () => {
    spec.given([]).when({ type: 'CreateEntity', entityId: 'e1', ...fields }).then([created]);
    spec.given([created]).when({ type: 'CreateEntity', entityId: 'e1', ...fields }).thenFails('conflict', USER_MESSAGES.ENTITY_ALREADY_EXISTS);
  });
  it('requires a name', () => {
    spec.given([]).when({ type: 'CreateEntity', entityId: 'e1', ...fields, name: ' ' }).thenFails('validation', undefined, 'name');
    spec.given([created]).when({ type: 'UpdateEntity', changes: { name: '' } }).thenFails('validation', undefined, 'name');
  });
  it('records only real changes', () => {
    spec
      .given([created])
      .when({ type: 'UpdateEntity', changes: { activeSr: true, activeMd: true, name: 'Tutela Demo S.r.l.' } })
      .then([{ type: 'EntityUpdated', data: { activeSr: true } }]);
    spec.given([created]).when({ type: 'UpdateEntity', changes: { activeMd: true } }).thenNothing();
  });
  it('answers not found when updating an unknown entity', () => {
    spec.given([]).when({ type: 'UpdateEntity', changes: { activeMd: false } }).thenFails('not_found');
  });
});
