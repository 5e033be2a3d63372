import { APP_LABELS, isRoleName, ROLE_LABELS } from '@tutela/contracts';
import { Spinner } from '../../components/ui/spinner';
import { formatDate } from '../../lib/format-date';
import { useUserData } from '../../lib/session';
import { useWorkContext } from '../../lib/use-work-context';
import { FigureCard } from './figure-card';
import { SelectedCustomerBar } from './selected-customer-bar';
import { useDashboardFigures } from './use-dashboard-figures';

/**
 * Dashboard home: the application's figures from the server when it serves them; otherwise only facts
 * the server already sent about this user (counts it reports, role, level, entity). Counts the server
 * marks as not available (null) are left out rather than shown as 0.
 */
export function DashboardHome() {
  const { app, user, permission } = useUserData();
  const work = useWorkContext();
  const figures = useDashboardFigures(app, work.customerId);
  const userCounts = [
    { label: 'Ticket assegnati', value: user.assigned_ticket, href: '/dashboards/ticket' },
    { label: 'Appuntamenti da coordinare', value: user.coordination_appointments, href: '/appointments/flist' },
    { label: 'Chat da leggere', value: user.chat_notification_count, href: '/chats' },
    { label: 'Visite in scadenza', value: user.alert_exsp ? user.alert_exsp.length : null, href: undefined },
  ].filter((c): c is { label: string; value: number; href: string | undefined } => c.value !== null);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Dashboard · {APP_LABELS[app]}</h1>
        <p className="text-sm text-slate-600">
          Benvenuto, {user.name} — {formatDate(new Date())}
        </p>
      </div>

      {work.customerId && <SelectedCustomerBar customerId={work.customerId} figures={figures} />}

      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="mb-3 text-lg font-semibold">
          Indicatori
        </h2>
        {figures.status === 'loading' && <Spinner />}
        {figures.status === 'unavailable' && (
          <p className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Gli indicatori di {APP_LABELS[app]} non sono ancora disponibili.
          </p>
        )}
        {figures.status === 'error' && (
          <p className="text-sm text-red-700" role="alert">
            Indicatori non caricati: {figures.message}
          </p>
        )}
        {figures.status === 'ready' && figures.figures.length === 0 && (
          <p className="text-sm text-slate-500">Nessun indicatore per il periodo.</p>
        )}
        {figures.status === 'ready' && figures.figures.length > 0 && (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {figures.figures.map((f) => (
              <FigureCard key={f.key} label={f.label} value={f.value} />
            ))}
          </div>
        )}
      </section>

      {userCounts.length > 0 && (
        <section aria-labelledby="activity-title">
          <h2 id="activity-title" className="mb-3 text-lg font-semibold">
            Le tue attività
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {userCounts.map((c) => (
              <FigureCard key={c.label} label={c.label} value={c.value} href={c.href} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="profile-title" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="profile-title" className="mb-3 text-lg font-semibold">
          Il tuo accesso
        </h2>
        <dl className="grid grid-cols-[10rem_1fr] gap-y-2 text-sm" data-testid="dashboard-access">
          <dt className="text-slate-500">Ente</dt>
          <dd>{user.entity.name}</dd>
          <dt className="text-slate-500">Ruolo</dt>
          <dd>{isRoleName(permission.role) ? ROLE_LABELS[permission.role] : permission.role || '—'}</dd>
          <dt className="text-slate-500">Livello</dt>
          <dd>{permission.level}</dd>
          <dt className="text-slate-500">Applicazione</dt>
          <dd>{APP_LABELS[app]}</dd>
        </dl>
      </section>
    </div>
  );
}
