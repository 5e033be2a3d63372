import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { DVR_STATUS, type DvrRevisionSummary } from '@tutela/contracts';
import { AppLink } from '../../../components/ui/app-link';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { DvrStatusBadge } from '../dvr-status-badge';

export interface DvrToolbarActions {
  onSave: () => void;
  onSaveAndExit: () => void;
  onExit: () => void;
  onSign: () => void;
  onReopen: () => void;
  onRevision: (number: number | null) => void;
}

export interface DvrToolbarProps {
  code: string;
  title: string;
  place: string;
  status: number;
  editable: boolean;
  canSign: boolean;
  canReopen: boolean;
  historyHref: string | null;
  busy: boolean;
  revisions: DvrRevisionSummary[];
  /** The signed revision on screen (read-only view), null for the document itself. */
  shownRevision: number | null;
  actions: DvrToolbarActions;
}

const ITEM = 'block w-full px-4 py-2 text-left text-sm text-slate-800 data-focus:bg-slate-100';

/** The builder's toolbar: which DVR, its status, and the actions the server's rules allow this user. */
export function DvrToolbar(props: DvrToolbarProps) {
  const { actions, busy, editable, shownRevision } = props;
  const signed = props.status === DVR_STATUS.SIGNED;
  return (
    <div
      data-testid="dvr-toolbar"
      className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2 shadow-sm"
    >
      <div className="min-w-0">
        <h1 className="truncate text-base font-semibold text-slate-900" data-testid="dvr-title">
          DVR {props.code}
          {shownRevision !== null && <span className="font-normal text-slate-600"> — revisione {shownRevision}</span>}
        </h1>
        <p className="truncate text-xs text-slate-500">
          {props.title} · {props.place}
        </p>
      </div>
      {shownRevision === null ? (
        <DvrStatusBadge status={props.status} />
      ) : (
        <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800" data-testid="dvr-status">
          SOLA LETTURA
        </span>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {editable && shownRevision === null && (
          <>
            <Button onClick={actions.onSave} disabled={busy}>
              {busy ? 'Salvataggio…' : 'Salva'}
            </Button>
            <Button variant="secondary" onClick={actions.onSaveAndExit} disabled={busy}>
              Salva ed esci
            </Button>
          </>
        )}
        {shownRevision === null && !signed && props.canSign && (
          <Button variant="secondary" onClick={actions.onSign} disabled={busy}>
            Firma
          </Button>
        )}
        {shownRevision === null && signed && props.canReopen && (
          <Button variant="secondary" onClick={actions.onReopen} disabled={busy}>
            Riapri
          </Button>
        )}
        <Menu>
          <MenuButton
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
            disabled={props.revisions.length === 0}
            title={props.revisions.length === 0 ? 'Nessuna revisione firmata' : undefined}
          >
            Revisioni ({props.revisions.length})
          </MenuButton>
          <MenuItems anchor="bottom end" className="z-50 min-w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
            {shownRevision !== null && (
              <MenuItem>
                <button type="button" className={ITEM} onClick={() => actions.onRevision(null)}>
                  Documento attuale
                </button>
              </MenuItem>
            )}
            {props.revisions.map((revision) => (
              <MenuItem key={revision.number}>
                <button type="button" className={ITEM} onClick={() => actions.onRevision(revision.number)}>
                  Revisione {revision.number} — firmata il {formatDate(revision.signed_at)} da {revision.signed_by.name}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
        {props.historyHref && (
          <AppLink
            href={props.historyHref}
            className="inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Cronologia
          </AppLink>
        )}
        <Button variant="secondary" onClick={actions.onExit} disabled={busy}>
          Esci
        </Button>
      </div>
    </div>
  );
}
