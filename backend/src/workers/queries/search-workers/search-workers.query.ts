import type { TenantScope } from '@tutela/contracts';

export class SearchWorkersQuery {
  constructor(
    readonly name: string,
    readonly includeResigned: boolean,
    readonly scope: TenantScope,
  ) {}
}
