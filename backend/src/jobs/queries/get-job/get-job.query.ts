import type { TenantScope } from '@tutela/contracts';

export class GetJobQuery {
  constructor(
    readonly jobId: string,
    readonly scope: TenantScope,
  ) {}
}
