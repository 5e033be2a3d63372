import { memo, type ReactNode } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { REPORTS } from '@tutela/contracts';
import type { ListButtons, ListQuery } from '../list-types';
import { isShown, type VisibilityContext } from '../visibility';
import { Icon, type IconName } from '../icons';

const TOOL_BASE =
  'inline-flex h-8 items-center justify-center gap-1 rounded-md border px-2 text-sm disabled:cursor-not-allowed disabled:opacity-50';
// Colours are whole alternatives: mixing bg-white and bg-brand-600 on one element leaves the winner to CSS order.
const TOOL = `${TOOL_BASE} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`;
const TOOL_PRIMARY = `${TOOL_BASE} border-brand-600 bg-brand-600 font-medium text-white hover:bg-brand-700`;
const MENU_ITEMS = 'z-50 min-w-52 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg';
const MENU_ITEM = 'block w-full px-3 py-1.5 text-left data-focus:bg-slate-100';

function ToolButton({
  label,
  icon,
  onClick,
  disabled,
  primary,
  children,
}: {
  label: string;
  icon: IconName;
  onClick: () => void;
  disabled?: boolean;
  primary?: boolean;
  children?: ReactNode;
}) {
  return (
    <button type="button" title={label} aria-label={label} disabled={disabled} onClick={onClick} className={primary ? TOOL_PRIMARY : TOOL}>
      <Icon name={icon} className="size-4" />
      {children}
    </button>
  );
}

function DropMenu({ label, icon, children }: { label: string; icon: IconName; children: ReactNode }) {
  return (
    <Menu>
      <MenuButton title={label} aria-label={label} className={TOOL}>
        <Icon name={icon} className="size-4" />
        <Icon name="chevronDown" className="size-3" />
      </MenuButton>
      <MenuItems anchor="bottom end" className={MENU_ITEMS}>
        {children}
      </MenuItems>
    </Menu>
  );
}

/** The toolbar buttons of spec part 2 §2.1: clear, full list, refresh, add, add menu, reports, CSV. */
export const ListButtonBar = memo(function ListButtonBar({
  buttons,
  context,
  query,
  exporting,
  onClear,
  onFullList,
  onRefresh,
  onCsv,
}: {
  buttons: ListButtons;
  context: VisibilityContext;
  query: ListQuery;
  exporting: boolean;
  onClear: () => void;
  onFullList: () => void;
  onRefresh: () => void;
  onCsv: () => void;
}) {
  const { add, addMenu, reports, csv } = buttons;
  const reportCodes = reports?.codes;
  return (
    <div className="flex flex-wrap items-center gap-1">
      {buttons.clear && <ToolButton label="Pulisci filtri" icon="clearForm" onClick={onClear} />}
      {buttons.fullList && <ToolButton label="Lista completa" icon="list" onClick={onFullList} />}
      {buttons.refresh && <ToolButton label="Aggiorna" icon="refresh" onClick={onRefresh} />}
      {csv && isShown(csv, context) && (
        <ToolButton label={exporting ? 'Esportazione in corso' : 'Esporta CSV'} icon="documentDown" disabled={exporting} onClick={onCsv}>
          <span className="text-xs font-semibold">CSV</span>
        </ToolButton>
      )}
      {reports && isShown(reports, context) && (
        <DropMenu label="Scarica report" icon="download">
          {REPORTS.filter((r) => !reportCodes || reportCodes.includes(r.code)).map((report) => (
            <MenuItem key={report.code}>
              <button type="button" className={MENU_ITEM} onClick={() => reports.onSelect(report.code, query)}>
                {report.label}
              </button>
            </MenuItem>
          ))}
        </DropMenu>
      )}
      {addMenu && isShown(addMenu, context) && (
        <DropMenu label={addMenu.label ?? 'Aggiungi da elenco'} icon="documentPlus">
          {addMenu.items.map((item) => (
            <MenuItem key={item.label}>
              <button type="button" className={MENU_ITEM} onClick={item.onSelect}>
                {item.label}
              </button>
            </MenuItem>
          ))}
        </DropMenu>
      )}
      {add && isShown(add, context) && (
        <ToolButton label={add.label ?? 'Nuovo'} icon="plus" primary onClick={add.onClick}>
          <span className="hidden sm:inline">{add.label ?? 'Nuovo'}</span>
        </ToolButton>
      )}
    </div>
  );
});
