import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isCustomerSideUser, menuTree, routeAccess } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { appointmentsAwaitingQuery, mayReadAppointments } from '../../../lib/awaiting-confirmation-query';
import { useUserData, type UserData } from '../../../lib/session';
import { useWorkContext } from '../../../lib/use-work-context';
import { menuContextFor } from '../sidebar/menu-context';

interface BadgeLinkProps {
  href: string;
  icon: string;
  label: string;
  /** null: the count is not available from the server yet, so no number is shown. */
  count: number | null;
  testId: string;
}

function BadgeLink({ href, icon, label, count, testId }: BadgeLinkProps) {
  return (
    <AppLink
      href={href}
      className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100"
      aria-label={count ? `${label}: ${count}` : label}
      title={label}
      data-testid={testId}
    >
      <Icon name={icon} />
      {count !== null && count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[0.65rem] font-bold leading-[1.1rem] text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </AppLink>
  );
}

export interface HeaderBadge {
  href: string;
  icon: string;
  label: string;
  count: number | null;
  testId: string;
}

/** Fissati filtered on what awaits confirmation: where the appointments badge and its Notifiche entry lead. */
export const AWAITING_APPOINTMENTS_HREF = '/appointments/flist?confirmed=0';

/**
 * Ticket, appointment and chat badges, counted by the server (the user data, refreshed every 160 s; the
 * appointments awaiting the user's confirmation from their own endpoint, `awaiting`, null until known). A badge is
 * a shortcut to a menu page: it shows only when that page is in the user's menu (Ticket: system administrator and
 * secretary; Fissati: md's schedule), never as a link to "Utente non autorizzato". Chats have no menu entry and are
 * everybody's.
 */
export function headerBadges(user: UserData, opens: (route: string) => boolean, awaiting: number | null = null): HeaderBadge[] {
  const badges: (HeaderBadge & { inMenu: boolean })[] = [
    {
      href: '/dashboards/ticket',
      icon: 'ticket',
      label: 'Ticket assegnati',
      count: user.assigned_ticket,
      testId: 'badge-ticket',
      inMenu: true,
    },
    {
      href: AWAITING_APPOINTMENTS_HREF,
      icon: 'calendar',
      label: 'Appuntamenti da confermare',
      count: awaiting,
      testId: 'badge-appointments',
      inMenu: true,
    },
    { href: '/chats', icon: 'chat', label: 'Chat', count: user.chat_notification_count, testId: 'badge-chat', inMenu: false },
  ];
  // Like the ticket badge, the appointments one stays as a shortcut at 0, without a number (BadgeLink hides it).
  return badges
    .filter((badge) => (badge.testId === 'badge-appointments' ? asksAwaiting(user, opens) : !badge.inMenu || opens(badge.href)))
    .map(({ inMenu: _inMenu, ...badge }) => badge);
}

/**
 * Who is asked for the appointments awaiting confirmation: who may read appointments (the server's rule: staff from
 * level 6, customer-side users) and reaches Fissati, through the menu or, for a customer-side user, whose menu has
 * no Scadenze (level 5), through this badge and Notifiche only.
 */
export function asksAwaiting(user: UserData, opens: (route: string) => boolean): boolean {
  return mayReadAppointments(user) && (opens('/appointments/flist') || isCustomerSideUser(user.roles));
}

/** Whether a menu route opens for the signed-in user (the sidebar's own rule). */
function useMenuOpens(): (route: string) => boolean {
  const { app, user } = useUserData();
  const work = useWorkContext();
  return useMemo(() => {
    const ctx = menuContextFor(app, user, work, []);
    const tree = menuTree(app, { customerAccess: ctx.customerAccess });
    return (route: string) => routeAccess(route, tree, ctx) === 'allowed';
  }, [app, user, work]);
}

/** Appointments awaiting the user's confirmation, or null (unknown, or not asked: see asksAwaiting). */
export function useAwaitingAppointments(): number | null {
  const { user } = useUserData();
  const opens = useMenuOpens();
  const { data } = useQuery(appointmentsAwaitingQuery(asksAwaiting(user, opens)));
  return data ?? null;
}

/** The badges of the signed-in user, for the header row and for the narrow screens' "Altro" menu. */
export function useHeaderBadges(): HeaderBadge[] {
  const { user } = useUserData();
  const opens = useMenuOpens();
  const awaiting = useAwaitingAppointments();
  return useMemo(() => headerBadges(user, opens, awaiting), [user, opens, awaiting]);
}

export function HeaderBadges() {
  const badges = useHeaderBadges();
  return (
    <>
      {badges.map((badge) => (
        <BadgeLink key={badge.testId} {...badge} />
      ))}
    </>
  );
}
