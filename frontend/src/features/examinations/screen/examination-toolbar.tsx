import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { EXAMINATION_MESSAGES, EXAMINATION_STATUS, type ExaminationDetail } from '@tutela/contracts';
import { ActivityLogButton } from '../../../components/activity-log/activity-log-button';
import { HistoryButton } from '../../../components/history/history-button';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { formatDate } from '../../../lib/format-date';
import { statusLabel } from '../examination-rules';

export interface ToolbarActions {
  onSave: () => void;
  onSign: () => void;
  onExit: () => void;
  onExitWithoutSaving: () => void;
  onReopen: () => void;
}

const STATUS_TONE: Record<number, string> = {
  [EXAMINATION_STATUS.FI]: 'bg-green-100 text-green-800',
  [EXAMINATION_STATUS.NF]: 'bg-amber-100 text-amber-900',
  [EXAMINATION_STATUS.ATT]: 'bg-slate-200 text-slate-800',
};

const ITEM = 'block w-full px-4 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100';

/**
 * Firma for whoever fills the visit. A user who may fill but not sign it (specializing) sees it disabled with the
 * server's refusal as its explanation, instead of a button that is simply missing.
 */
function SignButton({ allowed, busy, onSign }: { allowed: boolean; busy: boolean; onSign: () => void }) {
  if (allowed)
    return (
      <Button variant="secondary" onClick={onSign} disabled={busy}>
        Firma
      </Button>
    );
  // A disabled button gets no pointer events, so the tooltip sits on its wrapper; screen readers get the description.
  return (
    <span title={EXAMINATION_MESSAGES.SIGN_FORBIDDEN}>
      <Button variant="secondary" disabled aria-describedby="sign-forbidden">
        Firma
      </Button>
      <span id="sign-forbidden" className="sr-only">
        {EXAMINATION_MESSAGES.SIGN_FORBIDDEN}
      </span>
    </span>
  );
}

/** The visit's toolbar: who, when, status, and the actions the server's rules allow this user. */
export function ExaminationToolbar({
  sectionsButton,
  detail,
  editable,
  busy,
  dirty,
  actions,
}: {
  /** The side menu's drawer button, shown below 1024 px. */
  sectionsButton?: ReactNode;
  detail: ExaminationDetail;
  editable: boolean;
  busy: boolean;
  dirty: boolean;
  actions: ToolbarActions;
}) {
  const { worker } = detail;
  const signed = detail.status === EXAMINATION_STATUS.FI;
  return (
    <div className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2 shadow-sm">
      {sectionsButton}
      <div className="min-w-0">
        <h1 className="truncate text-base font-semibold text-slate-900" data-testid="examination-worker">
          {worker.name}
        </h1>
        <p className="text-xs text-slate-500">{worker.company_name}</p>
      </div>
      <dl className="flex flex-wrap gap-x-4 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-500">Data visita</dt>
          <dd data-testid="examination-date">{formatDate(detail.examinationdate)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">Nato il</dt>
          <dd>
            {formatDate(worker.birth_date) || '—'}
            {worker.age !== null ? ` (${worker.age} anni)` : ''}
          </dd>
        </div>
      </dl>
      <span data-testid="examination-status" className={clsx('rounded px-2 py-0.5 text-xs font-semibold', STATUS_TONE[detail.status])}>
        {statusLabel(detail.status)}
      </span>
      <div className="ml-auto flex items-center gap-2">
        {editable && (
          <Button onClick={actions.onSave} disabled={busy}>
            {busy ? 'Salvataggio…' : 'Salva'}
          </Button>
        )}
        {editable && detail.kind === 'VIS' && <SignButton allowed={detail.can_sign} busy={busy} onSign={actions.onSign} />}
        <Button variant="secondary" onClick={actions.onExit} disabled={busy} title={editable && dirty ? 'Salva ed esci' : 'Esci'}>
          Esci
        </Button>
        {detail.id && <ActivityLogButton logName="examination" subjectId={detail.id} />}
        {detail.id && <HistoryButton kind="examination" id={detail.id} allowed={detail.can_history} className="px-3 py-1.5" />}
        <Menu>
          <MenuButton aria-label="Impostazioni visita" className="rounded-md p-2 text-slate-700 hover:bg-slate-100">
            <Icon name="settings" className="size-5" />
          </MenuButton>
          <MenuItems anchor="bottom end" className="z-50 min-w-52 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
            {!signed && (
              <MenuItem>
                <button type="button" className={ITEM} onClick={actions.onExitWithoutSaving}>
                  {EXAMINATION_MESSAGES.EXIT_WITHOUT_SAVING}
                </button>
              </MenuItem>
            )}
            {signed && detail.can_reopen && (
              <MenuItem>
                <button type="button" className={ITEM} onClick={actions.onReopen}>
                  {EXAMINATION_MESSAGES.REOPEN_TITLE}
                </button>
              </MenuItem>
            )}
          </MenuItems>
        </Menu>
      </div>
    </div>
  );
}
