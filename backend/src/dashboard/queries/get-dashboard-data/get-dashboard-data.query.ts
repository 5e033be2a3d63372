import type { Principal } from '../../../auth/principal';
import type { GetDashboardDataRequestDto } from './get-dashboard-data.request.dto';

export class GetDashboardDataQuery {
  constructor(
    readonly principal: Principal,
    readonly year: number,
    readonly now: Date = new Date(),
    readonly params: Omit<GetDashboardDataRequestDto, 'anno'> = {},
  ) {}
}
