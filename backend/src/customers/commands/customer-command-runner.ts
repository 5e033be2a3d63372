import { Inject, Injectable } from '@nestjs/common';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_RULE_MESSAGES,
  type CustomerCreatedData,
  type CustomerEvent,
  type EventStore,
} from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { runDecider, type ClientRevision, type CommandResult } from '../../shared/command-runner';
import { DomainError } from '../../shared/domain-error';
import { eventMetadata } from '../../shared/event-metadata';
import { EVENT_STORE } from '../../shared/tokens';
import { actorOf } from '../../users/user-actor';
import type { CustomerCommand } from '../domain/customer-commands';
import { customerScopeOf, isCustomerSide } from '../domain/customer-scope';
import type { CustomerState } from '../domain/customer-state';
import { customerDecider, customerStream } from '../domain/customer.decider';

export interface CustomerCommandOptions {
  principal: Principal;
  commandId: string;
  /** The card's revision when it was opened: a conflicting change made since answers 409. */
  clientRevision?: ClientRevision;
}

export type CustomerCommandResult = CommandResult & { events: CustomerEvent[]; state: CustomerState };

/**
 * The shell every customer command shares: tenant check → read → fold → decide → append → wait for the read
 * models. The tenant is the customer's entity (from the first event of its stream), never the caller's word:
 * a customer of another entity answers 404 like an unknown one, and customer-side users only read.
 */
@Injectable()
export class CustomerCommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async run(customerId: string, command: CustomerCommand, options: CustomerCommandOptions): Promise<CustomerCommandResult> {
    const { principal } = options;
    const stream = customerStream(customerId);
    const scope = customerScopeOf(principal);
    let entityId: string;
    if (command.type === 'CreateCustomer') {
      entityId = command.entityId;
    } else {
      const [first] = await this.store.readStream(stream, { toRevision: 0 });
      const owner = first?.type === 'CustomerCreated' ? (first.data as CustomerCreatedData).entityId : null;
      const visible =
        owner !== null &&
        (scope.entityId === null || owner === scope.entityId) &&
        (scope.customerIds === null || scope.customerIds.includes(customerId));
      if (!visible) throw new DomainError(CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
      entityId = owner;
    }
    if (isCustomerSide(principal)) throw new DomainError(CUSTOMER_RULE_MESSAGES.CUSTOMER_SIDE_READ_ONLY, 'forbidden');
    const factoryId = 'factoryId' in command ? command.factoryId : null;
    const metadata = eventMetadata({ ...actorOf(principal), entityId }, options.commandId, { customerId, factoryId });
    const result = await runDecider(this.store, stream, customerDecider, command, metadata, customerId, options.clientRevision);
    await this.waiter.waitFor(result.position);
    return result;
  }
}

export function customerCommandAnswer(result: CommandResult): { data: CommandResult } {
  return { data: { id: result.id, revision: result.revision, position: result.position } };
}
