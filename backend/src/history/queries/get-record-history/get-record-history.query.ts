import type { Principal } from '../../../http/principal';

export class GetRecordHistoryQuery {
  constructor(
    readonly kind: string,
    readonly id: string,
    readonly principal: Principal,
  ) {}
}
