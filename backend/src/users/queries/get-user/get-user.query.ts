import type { TenantScope } from '@tutela/contracts';

export class GetUserQuery {
  constructor(
    readonly userId: string,
    readonly scope: TenantScope,
  ) {}
}
