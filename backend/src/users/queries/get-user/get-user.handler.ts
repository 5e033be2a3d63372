import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { USER_MESSAGES, type UserDetail } from '@tutela/contracts';
import { DomainError } from '../../../shared/domain-error';
import { assertEntityInScope } from '../../domain/user-admin-scope';
import { UserReadModel } from '../../infrastructure/user-read-model';
import { toUserListRow } from '../user-row-mapping';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery, { data: UserDetail }> {
  constructor(private readonly readModel: UserReadModel) {}

  async execute({ userId, scope }: GetUserQuery): Promise<{ data: UserDetail }> {
    const loaded = await this.readModel.userWithGrants(userId);
    if (!loaded) throw new DomainError(USER_MESSAGES.USER_NOT_FOUND, 'not_found');
    const { user, grants } = loaded;
    assertEntityInScope(scope, user.entity_id);
    return {
      data: {
        ...toUserListRow(user),
        phone: user.phone,
        staff_roles: user.staff_roles,
        role_grants: grants.map((g) => ({
          grant_id: g.grant_id,
          name: g.role,
          customer_id: g.customer_id,
          factory_id: g.factory_id,
          app: g.app,
        })),
        customer_settings: user.customer_settings,
        revision: user.revision ?? 0,
      },
    };
  }
}
