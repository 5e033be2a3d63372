import { useMemo, useRef } from 'react';
import type { RowData } from '@tanstack/react-table';
import { useUserData } from '../../lib/session';
import { GenericList, type GenericListProps } from './generic-list';
import type { ListButtons } from './list-types';

export interface NewRecordButton {
  /** 'Nuovo lavoratore', 'Nuova azienda'… */
  label: string;
  /** Shown from this level of the signed-in user. */
  minLevel?: number;
  /** Opens the new-record page (or its dialog). */
  onClick: () => void;
}

export interface ListPageProps<Row extends RowData> extends Omit<GenericListProps<Row>, 'buttons' | 'userLevel' | 'generic'> {
  /** The 'Nuovo …' button. */
  newRecord?: NewRecordButton;
  /** The CSV export and its file name (without extension). */
  csvFileName?: string;
  /** 'Lista completa' besides 'Pulisci' and 'Aggiorna'. */
  fullList?: boolean;
  /** false: no 'Pulisci' (a list with nothing to clear but its search). */
  clear?: boolean;
  /** false: the list only, for a list inside a card or a page with its own frame. */
  framed?: boolean;
}

/**
 * The preset of a list page over GenericList: the signed-in user's level and generic version, the usual buttons
 * ('Pulisci', 'Lista completa', 'Aggiorna', CSV, 'Nuovo …') and the page's frame. The page gives its columns, its
 * fetcher and fixed parameters, its filters, the new-record button and where a row leads.
 */
export function ListPage<Row extends RowData>({
  newRecord,
  csvFileName,
  fullList = false,
  clear = true,
  framed = true,
  ...list
}: ListPageProps<Row>) {
  const { permission, user } = useUserData();
  // The latest click handler, without rebuilding the buttons on every render (GenericList keeps them stable).
  const openNew = useRef(newRecord?.onClick);
  openNew.current = newRecord?.onClick;
  const newLabel = newRecord?.label;
  const newMinLevel = newRecord?.minLevel;
  const buttons = useMemo<ListButtons>(
    () => ({
      ...(clear ? { clear: true } : {}),
      ...(fullList ? { fullList: true } : {}),
      refresh: true,
      ...(csvFileName ? { csv: { fileName: csvFileName } } : {}),
      ...(newLabel ? { add: { label: newLabel, minLevel: newMinLevel, onClick: () => openNew.current?.() } } : {}),
    }),
    [clear, fullList, csvFileName, newLabel, newMinLevel],
  );
  const table = <GenericList<Row> {...list} buttons={buttons} userLevel={permission.level} generic={user.entity.generic} />;
  return framed ? <div className="p-4">{table}</div> : table;
}
