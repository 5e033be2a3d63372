import type { Principal } from '../../../auth/principal';

export class ListDvrsQuery {
  constructor(
    readonly customerId: string,
    readonly factoryId: string,
    readonly code: string | undefined,
    readonly principal: Principal,
  ) {}
}
