import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addDays, type AppointmentRequest, type ToScheduleRow } from '@tutela/contracts';
import { ListPage } from '../../../components/list/list-page';
import type { RowAction } from '../../../components/list/actions/row-action-types';
import type { ListControls } from '../../../components/list/list-types';
import { useUserData } from '../../../lib/session';
import { AppointmentDialog } from '../booking/appointment-dialog';
import { DayPlanDialog } from './day-plan-dialog';
import { selectionColumn, TO_SCHEDULE_COLUMNS } from './to-schedule-columns';
import { ToScheduleFilters } from './to-schedule-filters';
import { fetchToSchedulePage, TO_SCHEDULE_TABLE } from './to-schedule-api';

const CONTROLS: ListControls = { customer: true, dateRange: true };
/** Booking: provider staff from level 6 (the server's rule); the nurse and the client read the list. */
const BOOK_MIN_LEVEL = 6;
const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

type DialogInitial = Partial<AppointmentRequest> & { worker_label?: string };

/** The booking of one worker: the summons goes to their address when they have one. */
const singleBooking = (row: ToScheduleRow): DialogInitial => ({
  customer_id: row.customer_id,
  worker_id: row.id,
  worker_label: `${row.last_name} ${row.first_name}`,
  multi: 0,
  visit: 1,
  mail_address: row.email,
});

/**
 * Da fissare (/appointments/tofix): the workers whose next visit falls in the window (by default everything overdue
 * and the next two months) with no appointment for it. A row's calendar button books that worker in the dialog's
 * calendar mode; a selection of one company's workers books them together.
 */
export function ToSchedulePage() {
  const client = useQueryClient();
  const { permission } = useUserData();
  const mayBook = permission.level >= BOOK_MIN_LEVEL;
  const [selected, setSelected] = useState<Map<string, ToScheduleRow>>(new Map());
  const [dialog, setDialog] = useState<DialogInitial | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [planning, setPlanning] = useState(false);
  const defaultFilters = useMemo(() => ({ fromDate: '', toDate: addDays(ROME_DAY.format(new Date()), 60) }), []);

  const toggle = (row: ToScheduleRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const columns = useMemo(
    () => (mayBook ? [selectionColumn(new Set(selected.keys()), toggle), ...TO_SCHEDULE_COLUMNS] : TO_SCHEDULE_COLUMNS),
    [mayBook, selected],
  );
  const actions = useMemo<RowAction<ToScheduleRow>[]>(
    () => [{ kind: 'calendar', label: 'Fissa appuntamento', minLevel: BOOK_MIN_LEVEL, onAction: (row) => setDialog(singleBooking(row)) }],
    [],
  );

  const bookSelection = () => {
    const rows = [...selected.values()];
    const customers = new Set(rows.map((row) => row.customer_id));
    if (customers.size > 1) {
      setSelectionError("Seleziona lavoratori di una sola azienda: un appuntamento è per un'azienda.");
      return;
    }
    setSelectionError(null);
    if (rows.length === 1) return setDialog(singleBooking(rows[0]));
    setDialog({ customer_id: rows[0].customer_id, multi: 1, select_workers: 1, selected: rows.map((row) => row.id), visit: 1 });
  };

  return (
    <div className="p-4">
      {mayBook && (
        <div className="mb-2 flex justify-end">
          <button
            type="button"
            className="rounded-md border border-sky-700 px-3 py-1.5 text-sm font-medium text-sky-800 hover:bg-sky-50"
            onClick={() => setPlanning(true)}
          >
            Pianifica giornata
          </button>
        </div>
      )}
      {mayBook && selected.size > 0 && (
        <div
          role="region"
          aria-label="Selezione"
          className="mb-2 flex flex-wrap items-center gap-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm"
        >
          <span>{selected.size === 1 ? '1 lavoratore selezionato' : `${selected.size} lavoratori selezionati`}</span>
          <button type="button" className="rounded-md bg-sky-700 px-3 py-1 font-medium text-white hover:bg-sky-800" onClick={bookSelection}>
            Fissa per i selezionati
          </button>
          <button type="button" className="text-sky-800 underline" onClick={() => setSelected(new Map())}>
            Deseleziona
          </button>
          {selectionError && (
            <span role="alert" className="text-red-700">
              {selectionError}
            </span>
          )}
        </div>
      )}
      <ListPage<ToScheduleRow>
        framed={false}
        tableName={TO_SCHEDULE_TABLE}
        title="Da fissare"
        columns={columns}
        fetchPage={fetchToSchedulePage}
        controls={CONTROLS}
        defaultFilters={defaultFilters}
        csvFileName="da-fissare"
        actions={actions}
        extraFilters={(api) => <ToScheduleFilters {...api} />}
      />
      {dialog && (
        <AppointmentDialog
          open
          initial={dialog}
          onClose={() => setDialog(null)}
          onBooked={() => {
            setSelected(new Map());
            void client.invalidateQueries({ queryKey: ['list', TO_SCHEDULE_TABLE] });
          }}
        />
      )}
      {planning && <DayPlanDialog onClose={() => setPlanning(false)} />}
    </div>
  );
}
