import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type NotificationItem, type NotificationsResponse, scopeOf, type Database } from '@tutela/contracts';
import { awaitingConfirmation, expiringVisits, unreadChatCount, unreadChats, type AppointmentQueryRow } from '@tutela/projections';
import { hasAnyRole } from '../../../auth/guard/auth.guard';
import { DATABASE } from '../../../shared/tokens';
import { chatViewerOf } from '../../chat-viewer';
import { GetNotificationsQuery } from './get-notifications.query';

/** At most this many appointments awaiting confirmation in the menu; the badge and Fissati have them all. */
const COORDINATION_ITEMS = 10;

const italianDate = (iso: string) => iso.split('-').reverse().join('/');

/** 'Appuntamento da confermare: 03/12/2026 09:00, Rossi Mario (Officine Demo S.p.A.)'. */
function coordinationItem(row: AppointmentQueryRow): NotificationItem {
  const when = `${italianDate(row.start_date)}${row.start_time ? ` ${row.start_time}` : ''}`;
  const who = row.worker_names.length ? row.worker_names.join(', ') : (row.title ?? '');
  const customer = row.customer_name ? ` (${row.customer_name})` : '';
  return {
    kind: 'coordination',
    text: `Appuntamento da confermare: ${when}${who ? `, ${who}` : ''}${customer}`,
    href: `/appointments/flist?confirmed=0`,
    date: new Date(row.starts_at).toISOString(),
  };
}

/**
 * The Notifiche menu: unread chats, the visits expiring within 30 days (md) and the appointments awaiting the user's
 * confirmation. Tickets join the list when their context exists; until then they are simply absent, never invented.
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
    const scope = scopeOf(principal);
    const awaiting = await awaitingConfirmation(
      this.db,
      { userId: principal.userId, entityId: scope.entityId, customerIds: scope.customerIds },
      COORDINATION_ITEMS,
    );
    for (const appointment of awaiting) items.push(coordinationItem(appointment));
    return { data: { items, chat_notification_count: await unreadChatCount(this.db, viewer) } };
  }
}
