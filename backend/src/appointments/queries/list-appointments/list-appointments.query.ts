import type { TenantScope } from '@tutela/contracts';
import type { ListAppointmentsRequestDto } from '../../http/appointments-queries.request.dto';

export class ListAppointmentsQuery {
  constructor(
    readonly params: ListAppointmentsRequestDto,
    readonly scope: TenantScope,
  ) {}
}
