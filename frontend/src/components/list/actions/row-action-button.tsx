import { memo, useRef, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Icon, type IconName } from '../icons';
import { DEFAULT_UPLOAD_ACCEPT, type FactoryMenuAction, type RowAction, type UploadAction } from './row-action-types';
import { actionLabel, isActionDisabled } from './row-action-rules';

const ICONS: Record<string, IconName> = {
  'open:detail': 'open',
  'open:hazard': 'warning',
  'open:protocol': 'clipboard',
  'open:view': 'eye',
  'open:update': 'pencilSquare',
  parent: 'back',
  edit: 'pencil',
  'edit-secondary': 'pencilSquare',
  mail: 'mail',
  copy: 'copy',
  calendar: 'calendar',
  pdf: 'document',
  attachment: 'paperClip',
  generate: 'documentPlus',
  delete: 'trash',
  upload: 'upload',
  'factory-menu': 'building',
};

const BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** Buttons inside a clickable row must not also open the row. */
function stop(event: MouseEvent): void {
  event.stopPropagation();
}

function IconButton(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode; danger?: boolean }) {
  return (
    <button
      type="button"
      title={props.label}
      aria-label={props.label}
      disabled={props.disabled}
      className={clsx(BUTTON, props.danger && 'hover:text-red-700')}
      onClick={(event) => {
        stop(event);
        props.onClick();
      }}
    >
      {props.children}
    </button>
  );
}

function UploadButton<Row>({ action, row, disabled }: { action: UploadAction<Row>; row: Row; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const label = actionLabel(action, row);
  return (
    <>
      <IconButton label={label} disabled={disabled} onClick={() => input.current?.click()}>
        <Icon name="upload" />
      </IconButton>
      <input
        ref={input}
        type="file"
        hidden
        accept={action.accept ?? DEFAULT_UPLOAD_ACCEPT}
        onClick={stop}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // cleared so that choosing the same file again still fires a change
          event.target.value = '';
          if (file) action.onUpload(row, file);
        }}
      />
    </>
  );
}

function FactoryMenu<Row>({ action, row, disabled }: { action: FactoryMenuAction<Row>; row: Row; disabled: boolean }) {
  const factories = action.factories(row);
  const label = actionLabel(action, row);
  return (
    <Menu>
      <MenuButton title={label} aria-label={label} disabled={disabled || factories.length === 0} className={BUTTON} onClick={stop}>
        <Icon name="building" />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {factories.map((factory) => (
          <MenuItem key={factory.id}>
            <button
              type="button"
              className="block w-full px-3 py-1.5 text-left text-sm data-focus:bg-slate-100"
              onClick={(event) => {
                stop(event);
                action.onSelect(row, factory);
              }}
            >
              {factory.name}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/** One row action as a button; null when its per-row `allowed` check refuses the row. */
function RowActionButtonInner<Row>({ action, row, level }: { action: RowAction<Row>; row: Row; level: number }) {
  if (action.allowed && !action.allowed(row)) return null;
  const disabled = isActionDisabled(action, row, level);
  const label = actionLabel(action, row);
  switch (action.kind) {
    case 'upload':
      return <UploadButton action={action} row={row} disabled={disabled} />;
    case 'factory-menu':
      return <FactoryMenu action={action} row={row} disabled={disabled} />;
    case 'toggle': {
      const on = action.isOn(row);
      return (
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={label}
          title={label}
          disabled={disabled}
          onClick={(event) => {
            stop(event);
            action.onToggle(row, !on);
          }}
          className={clsx(
            'relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors disabled:opacity-40',
            on ? 'bg-brand-600' : 'bg-slate-300',
          )}
        >
          <span className={clsx('absolute top-0.5 size-4 rounded-full bg-white shadow transition-all', on ? 'left-4.5' : 'left-0.5')} />
        </button>
      );
    }
    case 'custom':
      return (
        <IconButton label={label} disabled={disabled} onClick={() => action.onAction(row)}>
          {action.icon ?? <span className="px-1 text-xs font-semibold">{action.text ?? label}</span>}
        </IconButton>
      );
    case 'open':
      return (
        <IconButton label={label} disabled={disabled} onClick={() => action.onAction(row)}>
          <Icon name={ICONS[`open:${action.variant ?? 'detail'}`]} />
        </IconButton>
      );
    default:
      return (
        <IconButton label={label} disabled={disabled} danger={action.kind === 'delete'} onClick={() => action.onAction(row)}>
          <Icon name={ICONS[action.kind]} />
        </IconButton>
      );
  }
}

export const RowActionButton = memo(RowActionButtonInner) as typeof RowActionButtonInner;
