import type { TenantScope } from '@tutela/contracts';
import type { ToScheduleRequestDto } from '../../http/appointments-queries.request.dto';

export class ToScheduleQuery {
  constructor(
    readonly params: ToScheduleRequestDto,
    readonly scope: TenantScope,
  ) {}
}
