import { readPath } from '../cells/cell-format';
import type { RowAction } from './row-action-types';

/** Default Italian labels of the row actions; a screen may pass its own. */
const DEFAULT_LABELS: Record<string, string> = {
  'open:detail': 'Apri',
  'open:hazard': 'Rischi',
  'open:protocol': 'Protocollo sanitario',
  'open:view': 'Visualizza',
  'open:update': 'Aggiorna',
  parent: 'Apri il record collegato',
  edit: 'Modifica',
  'edit-secondary': 'Modifica dettagli',
  mail: 'Invia mail',
  copy: 'Duplica',
  calendar: 'Calendario',
  pdf: 'Scarica PDF',
  attachment: 'Allegati',
  generate: 'Genera documento',
  delete: 'Elimina',
  upload: 'Carica file',
  'factory-menu': 'Seleziona la sede',
};

export function actionLabel<Row>(action: RowAction<Row>, row: Row): string {
  if (action.kind === 'toggle') {
    return action.isOn(row) ? (action.onLabel ?? action.label ?? 'Disattiva') : (action.offLabel ?? action.label ?? 'Attiva');
  }
  if (action.label) return action.label;
  const key = action.kind === 'open' ? `open:${action.variant ?? 'detail'}` : action.kind;
  return DEFAULT_LABELS[key] ?? '';
}

/** -1 as the delete value means the record cannot be deleted (spec part 2 §6). */
export function isDeleteBlocked(value: unknown): boolean {
  return value === -1 || value === '-1';
}

/**
 * Disabled, not hidden: a button below its level (mail below 5, visit PDF below 6), a delete whose value is
 * -1, or the screen's own per-row `disabled` check.
 */
export function isActionDisabled<Row>(action: RowAction<Row>, row: Row, level: number): boolean {
  if (action.enabledFromLevel !== undefined && level < action.enabledFromLevel) return true;
  if (action.kind === 'delete') {
    const value = action.value ? action.value(row) : readPath(row, 'id');
    if (isDeleteBlocked(value)) return true;
  }
  return action.disabled ? action.disabled(row) : false;
}
