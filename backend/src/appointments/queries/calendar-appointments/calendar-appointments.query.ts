import type { TenantScope } from '@tutela/contracts';
import type { CalendarFilter } from '@tutela/projections';

export class CalendarAppointmentsQuery {
  constructor(
    readonly filter: CalendarFilter & { customerId?: string | null },
    readonly scope: TenantScope,
  ) {}
}
