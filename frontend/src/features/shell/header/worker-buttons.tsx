import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';

/** Add-worker and reset buttons (level 5 or more). Reset drops the customer/factory selection and the searches. */
export function WorkerButtons({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex items-center gap-1">
      <AppLink
        href="/workers/list/add"
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        aria-label="Nuovo lavoratore"
        title="Nuovo lavoratore"
      >
        <Icon name="plus" />
      </AppLink>
      <button
        type="button"
        className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
        aria-label="Azzera selezione"
        title="Azzera selezione"
        onClick={onReset}
      >
        <Icon name="reset" />
      </button>
    </div>
  );
}
