import type { DayPlanRequest } from '@tutela/contracts';
import type { Principal } from '../../../auth/principal';

/** 'Pianifica giornata', previewed: what the plan would book, nothing written. */
export class DayPlanPreviewQuery {
  constructor(
    readonly request: DayPlanRequest,
    readonly principal: Principal,
  ) {}
}
