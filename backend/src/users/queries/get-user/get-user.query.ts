import type { AdminScope } from '../../domain/user-admin-scope';

export class GetUserQuery {
  constructor(
    readonly userId: string,
    readonly scope: AdminScope,
  ) {}
}
