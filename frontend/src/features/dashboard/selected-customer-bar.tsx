import { CUSTOMER_MESSAGES, MESSAGES } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { clearWorkContext } from '../../lib/work-context';
import type { DashboardFiguresState } from './use-dashboard-figures';

/**
 * The company chosen in 'Ricerca azienda' (the work context), named as the server confirmed it with the figures,
 * and the way to go back to the figures of the whole scope. The same reset as the header's "Azzera selezione".
 */
export function SelectedCustomerBar({ customerId, figures }: { customerId: string; figures: DashboardFiguresState }) {
  const name =
    figures.status === 'ready' && figures.customer
      ? figures.customer.company_name
      : figures.status === 'error' && figures.customerNotFound
        ? CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND
        : '…';
  return (
    <div
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3"
      data-testid="dashboard-customer"
      data-customer-id={customerId}
    >
      <div className="min-w-0 flex-1">
        <div className="text-xs font-medium uppercase tracking-wide text-brand-700">{MESSAGES.DASHBOARD_SELECTED_CUSTOMER}</div>
        <div className="truncate text-lg font-semibold text-slate-900">{name}</div>
      </div>
      <Button variant="secondary" onClick={clearWorkContext}>
        {MESSAGES.DASHBOARD_CLEAR_CUSTOMER}
      </Button>
    </div>
  );
}
