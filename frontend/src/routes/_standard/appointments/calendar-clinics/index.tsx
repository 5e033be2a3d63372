import { createFileRoute } from '@tanstack/react-router';
import { ResourceCalendarPage } from '../../../../features/appointments/calendar/resource-calendar-page';
import { CalendarAccess } from '../-calendar-access';

// Scadenze → Calendario ambulatori.
export const Route = createFileRoute('/_standard/appointments/calendar-clinics/')({
  component: () => (
    <CalendarAccess>
      <ResourceCalendarPage type="classrooms" />
    </CalendarAccess>
  ),
});
