import { CUSTOMER_MESSAGES, CUSTOMER_RULE_MESSAGES, isCustomerSide } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { CustomerCommand } from './customer-commands';
import { customerEditConflicts } from './customer-edit-conflicts';
import type { CustomerEvent } from '@tutela/contracts';
import type { CustomerState } from './customer-state';
import { customerDecider, customerStream } from './customer.decider';

/**
 * The customers' streams for the command pipeline. The tenant is the customer's entity (from its stream), never
 * the caller's word: a customer of another entity answers 404 like an unknown one, and customer-side users only
 * read. Events carry the customer and, for a factory's change, the factory, so each tenant's log shows them.
 */
export const customerStreamDeclaration: StreamDeclaration<CustomerCommand, CustomerState, CustomerEvent> = {
  streamName: customerStream,
  decider: customerDecider,
  tenantOf: (state, command, customerId) => {
    const factoryId = 'factoryId' in command ? command.factoryId : null;
    if (state.status !== 'absent') return { entityId: state.entityId, customerId, factoryId };
    return command.type === 'CreateCustomer' ? { entityId: command.entityId, customerId, factoryId } : null;
  },
  authorize: (tenant, scope, command, customerId) => {
    if (command.type !== 'CreateCustomer') {
      const visible =
        tenant !== null &&
        (scope.entityId === null || tenant.entityId === scope.entityId) &&
        (scope.customerIds === null || scope.customerIds.includes(customerId));
      if (!visible) throw new DomainError(CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
    }
    if (isCustomerSide(scope)) throw new DomainError(CUSTOMER_RULE_MESSAGES.CUSTOMER_SIDE_READ_ONLY, 'forbidden');
  },
  // Only the edit of the card's fields takes a client revision: another change to one of the same fields conflicts.
  conflictsWith: (command, event) => command.type !== 'UpdateCustomer' || customerEditConflicts(command.changes)(event),
};
