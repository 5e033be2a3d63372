import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CALRESOURCE_MESSAGES, type CalResourceRow, type CalResourceType, type Database } from '@tutela/contracts';
import { getCalResource, listCalResources } from '@tutela/projections';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';

export class ListCalResourcesQuery {
  constructor(
    readonly entityId: string | null,
    readonly type: CalResourceType | undefined,
  ) {}
}

export class GetCalResourceQuery {
  constructor(
    readonly entityId: string | null,
    readonly id: string,
  ) {}
}

/** 'Risorse' / 'Ambulatori': the caller's entity's records, active first, by name. */
@QueryHandler(ListCalResourcesQuery)
export class ListCalResourcesHandler implements IQueryHandler<ListCalResourcesQuery, { data: CalResourceRow[] }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ entityId, type }: ListCalResourcesQuery): Promise<{ data: CalResourceRow[] }> {
    return { data: await listCalResources(this.db, entityId, type) };
  }
}

/** The record's card with the revision an edit sends back; another entity's record answers 404. */
@QueryHandler(GetCalResourceQuery)
export class GetCalResourceHandler implements IQueryHandler<GetCalResourceQuery, { data: CalResourceRow }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ entityId, id }: GetCalResourceQuery): Promise<{ data: CalResourceRow }> {
    const record = await getCalResource(this.db, entityId, id);
    if (!record) throw new DomainError(CALRESOURCE_MESSAGES.NOT_FOUND, 'not_found');
    return { data: record };
  }
}
