import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type NotificationItem, type NotificationsResponse, scopeOf, type Database } from '@tutela/contracts';
import { expiringVisits, unreadChatCount, unreadChats } from '@tutela/projections';
import { hasAnyRole } from '../../../auth/guard/auth.guard';
import { DATABASE } from '../../../shared/tokens';
import { chatViewerOf } from '../../chat-viewer';
import { GetNotificationsQuery } from './get-notifications.query';

/**
 * The Notifiche menu: unread chats and the visits expiring within 30 days (md). Tickets and coordination
 * appointments join the list when their contexts exist; until then they are simply absent, never invented.
 */
@QueryHandler(GetNotificationsQuery)
export class GetNotificationsHandler implements IQueryHandler<GetNotificationsQuery, NotificationsResponse> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal }: GetNotificationsQuery): Promise<NotificationsResponse> {
    const viewer = chatViewerOf(principal);
    const rows = await unreadChats(this.db, viewer);
    const items: NotificationItem[] = rows.map((row) => ({
      kind: 'chat',
      text: `${row.unread === 1 ? '1 nuovo messaggio' : `${row.unread} nuovi messaggi`} nella chat «${row.title}»`,
      href: `/chats?chat=${encodeURIComponent(row.id)}`,
      date: row.last_message_at === null ? null : new Date(row.last_message_at).toISOString(),
    }));
    if (principal.app === 'md') {
      const doctor = hasAnyRole(principal, ['doctor']) ? principal.userId : null;
      const visits = await expiringVisits(this.db, scopeOf(principal), doctor, new Date().toISOString().slice(0, 10));
      for (const visit of visits) {
        items.push({
          kind: 'expiring_visit',
          text: `Visita ${visit.type} in scadenza: ${visit.name}`,
          href: `/workers/list/card/${encodeURIComponent(visit.worker_id)}`,
          date: visit.examinationdate,
        });
      }
    }
    return { data: { items, chat_notification_count: await unreadChatCount(this.db, viewer) } };
  }
}
