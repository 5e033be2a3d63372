import type { AdminScope } from '../../domain/user-admin-scope';

export class GetEntityQuery {
  constructor(
    readonly entityId: string,
    readonly scope: AdminScope,
  ) {}
}
