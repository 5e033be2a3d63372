import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Database } from '@tutela/contracts';
import { awaitingConfirmationCount } from '@tutela/projections';
import { DATABASE } from '../../../shared/tokens';
import { AwaitingConfirmationCountQuery } from './awaiting-confirmation.query';

/** The header badge: booked appointments awaiting the caller's confirmation (as coordinator, or of their companies). */
@QueryHandler(AwaitingConfirmationCountQuery)
export class AwaitingConfirmationCountHandler implements IQueryHandler<AwaitingConfirmationCountQuery, number> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  execute({ viewer }: AwaitingConfirmationCountQuery): Promise<number> {
    return awaitingConfirmationCount(this.db, viewer);
  }
}
