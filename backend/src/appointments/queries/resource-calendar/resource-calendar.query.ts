import type { TenantScope } from '@tutela/contracts';

export class ResourceCalendarQuery {
  constructor(
    readonly filter: { from: string; to: string; resourceIds: string[]; clinicIds: string[] },
    readonly scope: TenantScope,
  ) {}
}
