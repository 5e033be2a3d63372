import { createFileRoute } from '@tanstack/react-router';
import { ResourceCalendarPage } from '../../../../features/appointments/calendar/resource-calendar-page';
import { CalendarAccess } from '../-calendar-access';

// Scadenze → Calendario risorse.
export const Route = createFileRoute('/_standard/appointments/calendar-resources/')({
  component: () => (
    <CalendarAccess>
      <ResourceCalendarPage type="resources" />
    </CalendarAccess>
  ),
});
