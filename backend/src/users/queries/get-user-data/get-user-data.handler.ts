import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserDataResponse } from '@tutela/contracts';
import { grantsForApp, UserReadModel } from '../../infrastructure/user-read-model';
import { isPasswordExpired, permissionOf } from '../../principal/users-principal.loader';
import { GetUserDataQuery } from './get-user-data.query';

/**
 * Fields of the original payload whose source context does not exist yet (avatars, tickets, coordination
 * appointments, chat notifications, expiring examinations). They are answered null and listed, never as an
 * invented 0 or empty list that would claim "nothing to show".
 */
export const NOT_YET_AVAILABLE = ['media', 'assigned_ticket', 'coordination_appointments', 'chat_notification_count', 'alert_exsp'] as const;

@QueryHandler(GetUserDataQuery)
export class GetUserDataHandler implements IQueryHandler<GetUserDataQuery, UserDataResponse> {
  constructor(private readonly readModel: UserReadModel) {}

  async execute({ principal }: GetUserDataQuery): Promise<UserDataResponse> {
    const loaded = await this.readModel.userWithGrants(principal.userId);
    const user = loaded?.user;
    const entity = user && (await this.readModel.entity(user.entity_id));
    if (!loaded || !user || !entity) throw new NotFoundException();
    const grants = grantsForApp(loaded.grants, principal.app);
    const permission = permissionOf(user, grants, principal.app);
    return {
      data: {
        id: user.id,
        entity_id: user.entity_id,
        name: `${user.first_name} ${user.last_name}`,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        entity: {
          name: entity.name,
          address_info: entity.address_info,
          additional_data: entity.additional_data,
          active_md: entity.active_md,
          active_fr: entity.active_fr,
          active_sr: entity.active_sr,
          generic: entity.generic,
        },
        roles: grants.map((g) => ({ name: g.role, pivot: { customer_id: g.customer_id, factory_id: g.factory_id } })),
        user_customer: user.customer_settings,
        staffroles: user.staff_roles,
        is_mir_enabled: user.is_mir_enabled,
        passwdexp: isPasswordExpired(user.password_expires_at) || user.must_change_password,
        media: null,
        assigned_ticket: null,
        coordination_appointments: null,
        chat_notification_count: null,
        alert_exsp: null,
        permission: {
          level: permission.level,
          role: permission.role,
          second_role: permission.second_role,
          show_application_switch: permission.show_application_switch,
        },
        app: principal.app,
        forced_app: permission.forced_app,
        not_available: [...NOT_YET_AVAILABLE],
      },
    };
  }
}
