import type { TenantScope } from '@tutela/contracts';

export class GetAppointmentQuery {
  constructor(
    readonly appointmentId: string,
    readonly scope: TenantScope,
  ) {}
}
