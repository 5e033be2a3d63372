import type { TenantScope } from '@tutela/contracts';
import type { ListJobsRequestDto } from '../../http/jobs.request.dto';

export class ListJobsQuery {
  constructor(
    readonly params: ListJobsRequestDto,
    readonly scope: TenantScope,
  ) {}
}
