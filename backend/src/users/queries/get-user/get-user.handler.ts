import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USER_MESSAGES, type Database, type UserDetail } from '@tutela/contracts';
import { toUserDetail, userWithGrants } from '@tutela/projections';
import { DomainError } from '../../../shared/domain-error';
import { DATABASE } from '../../../shared/tokens';
import { assertEntityInScope } from '../../domain/user-admin-scope';
import { GetUserQuery } from './get-user.query';

/** The user card (projections' userWithGrants); a user of another entity answers like an unknown one. */
@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, { data: UserDetail }> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ userId, scope }: GetUserQuery): Promise<{ data: UserDetail }> {
    const loaded = await userWithGrants(this.db, userId);
    if (!loaded) throw new DomainError(USER_MESSAGES.USER_NOT_FOUND, 'not_found');
    assertEntityInScope(scope, loaded.user.entity_id);
    return { data: toUserDetail(loaded) };
  }
}
