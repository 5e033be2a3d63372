import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { useUserData } from '../../../lib/session';

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
    <AppLink href={href} className="relative rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label={count ? `${label}: ${count}` : label} title={label} data-testid={testId}>
      <Icon name={icon} />
      {count !== null && count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[0.65rem] font-bold leading-[1.1rem] text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </AppLink>
  );
}

/** Ticket, appointment and chat badges, counted by the server in the user data (refreshed every 160 s). */
export function HeaderBadges() {
  const { user } = useUserData();
  return (
    <>
      <BadgeLink href="/dashboards/ticket" icon="ticket" label="Ticket assegnati" count={user.assigned_ticket} testId="badge-ticket" />
      <BadgeLink href="/appointments/flist" icon="calendar" label="Appuntamenti da coordinare" count={user.coordination_appointments} testId="badge-appointments" />
      <BadgeLink href="/chats" icon="chat" label="Chat" count={user.chat_notification_count} testId="badge-chat" />
    </>
  );
}
