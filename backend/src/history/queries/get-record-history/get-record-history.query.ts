import type { Principal } from '../../../auth/principal';

export class GetRecordHistoryQuery {
  constructor(
    readonly kind: string,
    readonly id: string,
    readonly principal: Principal,
  ) {}
}
