import type { TenantScope } from '@tutela/contracts';

export class GetEntityQuery {
  constructor(
    readonly entityId: string,
    readonly scope: TenantScope,
  ) {}
}
