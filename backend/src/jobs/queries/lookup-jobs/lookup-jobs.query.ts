import type { TenantScope } from '@tutela/contracts';
import type { JobLookupRequestDto } from '../../http/jobs.request.dto';

export class LookupJobsQuery {
  constructor(
    readonly params: JobLookupRequestDto,
    readonly scope: TenantScope,
  ) {}
}
