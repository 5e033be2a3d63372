import type { ReactNode } from 'react';
import type { VisibilityRules } from '../list-types';

/**
 * Row action columns of the generic list (spec part 2 §2.1, §6). The list only renders the buttons; what
 * an action does belongs to the screen (spec part 2 §7.1: actions are handed to the parent).
 */
interface RowActionBase<Row> extends VisibilityRules {
  /** Tooltip and accessible name; each kind has an Italian default. */
  label?: string;
  /** Per-row allowed check: the button is not shown on rows for which it answers false. */
  allowed?: (row: Row) => boolean;
  /** The button is shown but disabled on rows for which it answers true. */
  disabled?: (row: Row) => boolean;
  /** The button is shown but disabled below this level (spec part 2 §6, mail and PDF buttons). */
  enabledFromLevel?: number;
}

/** The four open-detail variants differ only by icon (spec part 2 §2.1). */
export type OpenVariant = 'detail' | 'hazard' | 'protocol' | 'view' | 'update';

export type SimpleActionKind = 'parent' | 'edit' | 'edit-secondary' | 'mail' | 'copy' | 'calendar' | 'pdf' | 'attachment' | 'generate';

export interface OpenAction<Row> extends RowActionBase<Row> {
  kind: 'open';
  variant?: OpenVariant;
  onAction: (row: Row) => void;
}

export interface SimpleAction<Row> extends RowActionBase<Row> {
  kind: SimpleActionKind;
  onAction: (row: Row) => void;
}

export interface DeleteAction<Row> extends RowActionBase<Row> {
  kind: 'delete';
  /** The delete value of the row (default: `row.id`); -1 disables the button (spec part 2 §6). */
  value?: (row: Row) => unknown;
  onAction: (row: Row) => void;
}

export interface UploadAction<Row> extends RowActionBase<Row> {
  kind: 'upload';
  /** `accept` of the file input; default: images, pdf, doc, xls, xlsx (spec part 2 §5.2). */
  accept?: string;
  onUpload: (row: Row, file: File) => void;
}

export interface ToggleAction<Row> extends RowActionBase<Row> {
  kind: 'toggle';
  /** Current state of the row, e.g. a risk profile ENABLED. */
  isOn: (row: Row) => boolean;
  onToggle: (row: Row, next: boolean) => void;
  onLabel?: string;
  offLabel?: string;
}

export interface CustomAction<Row> extends RowActionBase<Row> {
  kind: 'custom';
  label: string;
  icon?: ReactNode;
  /** Short text shown instead of an icon. */
  text?: string;
  onAction: (row: Row) => void;
}

export interface FactoryOption {
  id: string;
  name: string;
}

export interface FactoryMenuAction<Row> extends RowActionBase<Row> {
  kind: 'factory-menu';
  factories: (row: Row) => readonly FactoryOption[];
  onSelect: (row: Row, factory: FactoryOption) => void;
}

export type RowAction<Row> =
  | OpenAction<Row>
  | SimpleAction<Row>
  | DeleteAction<Row>
  | UploadAction<Row>
  | ToggleAction<Row>
  | CustomAction<Row>
  | FactoryMenuAction<Row>;

export const DEFAULT_UPLOAD_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx';
