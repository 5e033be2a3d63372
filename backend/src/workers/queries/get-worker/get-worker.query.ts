import type { Principal } from '../../../auth/principal';
import type { TenantScope } from '@tutela/contracts';

export class GetWorkerQuery {
  constructor(
    readonly workerId: string,
    readonly scope: TenantScope,
    /** Who asks: the answer says whether they may change the worker. */
    readonly principal: Principal,
  ) {}
}
