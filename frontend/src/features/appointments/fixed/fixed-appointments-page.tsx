import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EXAMINATION_EDIT_ROLES, isCustomerSideUser, type AppointmentRow } from '@tutela/contracts';
import { ListPage } from '../../../components/list/list-page';
import { initialListState } from '../../../components/list/list-state';
import type { RowAction } from '../../../components/list/actions/row-action-types';
import type { ListControls } from '../../../components/list/list-types';
import { Icon } from '../../../components/list/icons';
import { useUserData } from '../../../lib/session';
import { useSnackbar } from '../../../lib/use-snackbar';
import { appointmentsQuietApi, APPOINTMENTS_TABLE, fetchAppointmentsPage, invalidateAppointments } from '../appointments-api';
import { CancelDialog } from './cancel-dialog';
import { describeChangeFailure } from './change-errors';
import { FIXED_COLUMNS } from './fixed-columns';
import { FixedFilters } from './fixed-filters';
import { applyConfirmedToSavedState, fixedDefaultFilters, mayChange, mayOfferConfirm, mayStartVisit, romeToday } from './fixed-rules';
import { MoveDialog } from './move-dialog';
import { useStartVisit } from './use-start-visit';

const CONTROLS: ListControls = { customer: true };
const ONE_COMPANY_CONTROLS: ListControls = {};

type Dialog = { kind: 'move' | 'cancel'; row: AppointmentRow } | null;

/**
 * Fissati (/appointments/flist): the booked appointments of the caller's scope, server-side paged by start.
 * `confirmed` comes from the URL (the header badge's link) and overrides the saved filter once.
 */
export function FixedAppointmentsPage({ confirmed }: { confirmed?: '0' | '1' }) {
  const { user, permission } = useUserData();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const customerSide = isCustomerSideUser(user.roles);
  const companies = customerSide ? new Set(user.roles.map((role) => role.pivot.customer_id).filter(Boolean)).size : 0;
  const [defaults] = useState(() => fixedDefaultFilters(romeToday()));

  // Before the list mounts (it reads its saved state once): the badge's filter wins over the saved one.
  const applied = useRef<string | undefined>(undefined);
  if (confirmed && applied.current !== confirmed) {
    applyConfirmedToSavedState(APPOINTMENTS_TABLE, initialListState(defaults), confirmed);
    applied.current = confirmed;
  }

  const [dialog, setDialog] = useState<Dialog>(null);
  const { start, startingId } = useStartVisit();
  const viewer = useMemo(() => ({ userId: user.id, customerSide, level: permission.level }), [user.id, customerSide, permission.level]);

  const confirm = useCallback(
    async (row: AppointmentRow) => {
      try {
        await appointmentsQuietApi.confirm(row.id);
        snackbar.show('Appuntamento confermato', 'success');
      } catch (error) {
        snackbar.show(describeChangeFailure(error).message, 'error');
      } finally {
        void invalidateAppointments(queryClient);
        void queryClient.invalidateQueries({ queryKey: ['list', APPOINTMENTS_TABLE] });
      }
    },
    [queryClient, snackbar],
  );

  // The roles that fill the visit form (the examinations' own rule): others would be refused the new visit.
  const mayVisit = (EXAMINATION_EDIT_ROLES as readonly string[]).includes(permission.role);
  const actions = useMemo<RowAction<AppointmentRow>[]>(
    () => [
      {
        // Words, not an icon: for the customer's user it is the one thing this list asks of them.
        kind: 'custom',
        label: 'Conferma',
        text: 'Conferma',
        allowed: (row) => mayOfferConfirm(row, viewer),
        onAction: (row) => void confirm(row),
      },
      {
        kind: 'custom',
        label: 'Sposta',
        icon: <Icon name="calendar" />,
        allowed: (row) => mayChange(row, viewer),
        onAction: (row) => setDialog({ kind: 'move', row }),
      },
      {
        kind: 'custom',
        label: 'Annulla',
        icon: <Icon name="close" />,
        allowed: (row) => mayChange(row, viewer),
        onAction: (row) => setDialog({ kind: 'cancel', row }),
      },
      {
        kind: 'custom',
        label: 'Inizia visita',
        icon: <Icon name="documentPlus" />,
        allowed: (row) => mayVisit && mayStartVisit(row, viewer),
        disabled: (row) => startingId === row.id,
        onAction: (row) => void start(row),
      },
    ],
    [viewer, confirm, mayVisit, start, startingId],
  );

  return (
    <>
      <ListPage<AppointmentRow>
        key={confirmed ?? ''}
        tableName={APPOINTMENTS_TABLE}
        title="Appuntamenti fissati"
        columns={FIXED_COLUMNS}
        fetchPage={fetchAppointmentsPage}
        controls={customerSide && companies <= 1 ? ONE_COMPANY_CONTROLS : CONTROLS}
        defaultFilters={defaults}
        extraFilters={(api) => <FixedFilters {...api} withPhysician={!customerSide} />}
        actions={actions}
        csvFileName="appuntamenti-fissati"
      />
      {dialog?.kind === 'move' && <MoveDialog row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'cancel' && <CancelDialog row={dialog.row} onClose={() => setDialog(null)} />}
    </>
  );
}
