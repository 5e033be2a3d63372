import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../../../features/appointments/calendar/calendar-page';
import { CalendarAccess } from '../-calendar-access';

// Scadenze → Calendario.
export const Route = createFileRoute('/_standard/appointments/calendar/')({
  component: () => (
    <CalendarAccess>
      <CalendarPage />
    </CalendarAccess>
  ),
});
