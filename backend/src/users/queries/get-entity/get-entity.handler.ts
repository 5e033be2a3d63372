import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USER_MESSAGES, type EntityDetail, type Database } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { assertEntityVisible } from '../../domain/entity-admin-scope';
import { ENTITY_QUERY_COLUMNS, toEntityDetail, type EntityQueryRow } from '../entity-row-mapping';
import { GetEntityQuery } from './get-entity.query';

/** The entity card, with the stream revision the card sends back when saving. */
@QueryHandler(GetEntityQuery)
export class GetEntityHandler implements IQueryHandler<GetEntityQuery, { data: EntityDetail }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ entityId, scope }: GetEntityQuery): Promise<{ data: EntityDetail }> {
    // Checked before reading: another entity's id answers exactly like an unknown one.
    assertEntityVisible(scope, entityId);
    const { rows } = await this.db.query<EntityQueryRow>(`SELECT ${ENTITY_QUERY_COLUMNS} FROM entities e WHERE e.id = $1`, [entityId]);
    if (!rows[0]) throw new DomainError(USER_MESSAGES.ENTITY_NOT_FOUND, 'not_found');
    return { data: toEntityDetail(rows[0]) };
  }
}
