import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USER_MESSAGES, type EntityDetail, type Database } from '@tutela/contracts';
import { getEntity } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { assertEntityVisible } from '../../domain/entity-admin-scope';
import { GetEntityQuery } from './get-entity.query';

/** The entity card, with the stream revision the card sends back when saving (projections' getEntity). */
@QueryHandler(GetEntityQuery)
export class GetEntityHandler implements IQueryHandler<GetEntityQuery, { data: EntityDetail }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ entityId, scope }: GetEntityQuery): Promise<{ data: EntityDetail }> {
    // Checked before reading: another entity's id answers exactly like an unknown one.
    assertEntityVisible(scope, entityId);
    const entity = await getEntity(this.db, entityId);
    if (!entity) throw new DomainError(USER_MESSAGES.ENTITY_NOT_FOUND, 'not_found');
    return { data: entity };
  }
}
