import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CUSTOMER_RULE_MESSAGES, type EventStore, type Database } from '@tutela/contracts';
import { CommandPipeline } from '../../../shared/command-pipeline';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE, EVENT_STORE } from '../../../shared/tokens';
import { customerStream } from '../../domain/customer.decider';
import { customerStreamDeclaration } from '../../domain/customer.stream';
import type { CustomerCommandResult } from '../customer-command-result';
import { SetCustomerStaffCommand } from './set-customer-staff.command';

/**
 * Staff must be active users of the customer's own entity (users read model): an id from another entity, or a
 * made-up one, is refused field by field instead of being shown later as a nameless doctor.
 */
@CommandHandler(SetCustomerStaffCommand)
export class SetCustomerStaffHandler implements ICommandHandler<SetCustomerStaffCommand, CustomerCommandResult> {
  constructor(
    private readonly pipeline: CommandPipeline,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ customerId, staff, context }: SetCustomerStaffCommand): Promise<CustomerCommandResult> {
    const [first] = await this.store.readStream(customerStream(customerId), { toRevision: 0 });
    const entityId = (first?.data as { entityId?: string } | undefined)?.entityId;
    // An unknown customer: the pipeline answers the 404 (before anything about its staff is revealed).
    if (entityId) await this.checkStaff(entityId, staff);
    return this.pipeline.run(customerStreamDeclaration, customerId, { type: 'SetStaff', staff }, context);
  }

  private async checkStaff(entityId: string, staff: SetCustomerStaffCommand['staff']): Promise<void> {
    const groups: Record<string, string[]> = {
      doctors: staff.doctors.map((doctor) => doctor.userId),
      health_coordinators: staff.healthCoordinatorIds,
      secretaries: staff.secretaryIds,
    };
    const ids = [...new Set(Object.values(groups).flat())];
    if (ids.length === 0) return;
    const { rows } = await this.db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[]) AND entity_id = $2 AND active', [
      ids,
      entityId,
    ]);
    const known = new Set(rows.map((row) => row.id));
    const errors = Object.fromEntries(
      Object.entries(groups)
        .filter(([, userIds]) => userIds.some((id) => !known.has(id)))
        .map(([field]) => [field, [CUSTOMER_RULE_MESSAGES.USER_NOT_STAFF]]),
    );
    const fields = Object.keys(errors);
    if (fields.length > 0) throw new DomainError(CUSTOMER_RULE_MESSAGES.USER_NOT_STAFF, 'validation', errors);
  }
}
