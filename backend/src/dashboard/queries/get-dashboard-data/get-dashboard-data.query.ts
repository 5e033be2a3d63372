import type { Principal } from '../../../http/principal';

export class GetDashboardDataQuery {
  constructor(
    readonly principal: Principal,
    readonly year: number,
    readonly now: Date = new Date(),
  ) {}
}
