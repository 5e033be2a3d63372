import type { DayPlanRequest } from '@tutela/contracts';
import type { AppointmentCaller } from '../appointment-caller';

/** 'Pianifica giornata', committed: book the planned rows (the chosen ones) as single appointments at the client's site. */
export class PlanDayCommand {
  constructor(
    readonly request: DayPlanRequest,
    readonly caller: AppointmentCaller,
  ) {}
}
