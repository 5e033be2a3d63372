import { NotFoundException } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type AppCode, scopeOf, type UserDataResponse, type Database } from '@tutela/contracts';
import {
  awaitingConfirmationCount,
  entityById,
  grantsForApp,
  userWithGrants,
  type UserGrantRow,
  type UserQueryRow,
} from '@tutela/projections';
import { chatViewerOf } from '../../../chats/public';
import { unreadChatCount } from '../../../chats/public';
import { expiringVisits } from '../../../chats/public';
import { hasAnyRole } from '../../../auth/guard/auth.guard';
import { DATABASE } from '../../../shared/tokens';

import { isPasswordExpired, permissionOf } from '../../principal/users-principal.loader';
import { GetUserDataQuery } from './get-user-data.query';

/**
 * Fields of the original payload whose source context does not exist yet (avatars, tickets). They are answered null
 * and listed, never as an invented 0 or empty list that would claim "nothing to show".
 */
export const NOT_YET_AVAILABLE = ['media', 'assigned_ticket'] as const;

/**
 * The user's level in every application, from the same grants and rule as the current one's: the client's landing
 * and switch (contracts' landingApplication, reachableApplications) compare them all, whatever application asked.
 */
function levelsByApp(user: UserQueryRow, grants: UserGrantRow[]): Record<AppCode, number> {
  const levelIn = (app: AppCode) => permissionOf(user, grantsForApp(grants, app), app).level;
  return { md: levelIn('md'), fr: levelIn('fr'), sr: levelIn('sr') };
}

@QueryHandler(GetUserDataQuery)
export class GetUserDataHandler implements IQueryHandler<GetUserDataQuery, UserDataResponse> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal }: GetUserDataQuery): Promise<UserDataResponse> {
    const loaded = await userWithGrants(this.db, principal.userId);
    const user = loaded?.user;
    const entity = user && (await entityById(this.db, user.entity_id));
    if (!loaded || !user || !entity) throw new NotFoundException();
    const grants = grantsForApp(loaded.grants, principal.app);
    const permission = permissionOf(user, grants, principal.app);
    // Read straight from the chats and workers read models (the badge and the Notifiche menu), in this request.
    const scope = scopeOf(principal);
    const [chatCount, visits, awaiting] = await Promise.all([
      unreadChatCount(this.db, chatViewerOf(principal)),
      principal.app === 'md'
        ? expiringVisits(this.db, scope, hasAnyRole(principal, ['doctor']) ? principal.userId : null, new Date().toISOString().slice(0, 10))
        : Promise.resolve([]),
      // The header's appointments badge: what awaits this user's confirmation (as coordinator or as the client).
      awaitingConfirmationCount(this.db, { userId: principal.userId, entityId: scope.entityId, customerIds: scope.customerIds }),
    ]);
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
        coordination_appointments: awaiting,
        chat_notification_count: chatCount,
        alert_exsp: visits.map(({ worker_id, type, examinationdate }) => ({ worker_id, type, examinationdate })),
        permission: {
          level: permission.level,
          role: permission.role,
          second_role: permission.second_role,
          show_application_switch: permission.show_application_switch,
        },
        app: principal.app,
        forced_app: permission.forced_app,
        levels: levelsByApp(user, loaded.grants),
        not_available: [...NOT_YET_AVAILABLE],
      },
    };
  }
}
