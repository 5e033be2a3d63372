import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DAY_PLAN_MESSAGES, type DayPlanAnswer } from '@tutela/contracts';
import { derivedUuid } from '../../../shared/derived-uuid';
import { DomainError } from '../../../shared/domain-error';
import { BookAppointmentCommand } from '../book-appointment/book-appointment.command';
import { DayPlanner } from '../day-planner';
import { PlanDayCommand } from './plan-day.command';

/** The client's site (part 2 §9 location 2): the point of planning a day is the physician going there. */
const CLIENT_SITE = 2;

/**
 * Books a planned day as one command: each planned row (or each chosen one) is the ordinary booking of one worker,
 * so no-double-booking, the read models and the activity log hold as for any booking. Each row's appointment id and
 * command id derive from the request's command id and the worker: a retry books nothing twice. A row that cannot be
 * booked (taken meanwhile) is reported, and the others still book.
 */
@CommandHandler(PlanDayCommand)
export class PlanDayHandler implements ICommandHandler<PlanDayCommand, DayPlanAnswer> {
  constructor(
    private readonly planner: DayPlanner,
    private readonly commands: CommandBus,
  ) {}

  async execute({ request, caller }: PlanDayCommand): Promise<DayPlanAnswer> {
    const plan = await this.planner.plan(request, caller.principal);
    const chosen = request.worker_ids ? new Set(request.worker_ids) : null;
    const rows = plan.rows.filter((row) => !chosen || chosen.has(row.worker_id));
    if (rows.length === 0) throw DomainError.validation('worker_ids', DAY_PLAN_MESSAGES.NOTHING_TO_PLAN);
    const answer: DayPlanAnswer = { booked: [], refused: [] };
    for (const row of rows) {
      const key = derivedUuid(`${caller.context.commandId}:day-plan:${row.worker_id}`);
      const booking = {
        customer_id: request.customer_id,
        med_id: request.med_id,
        multi: 0 as const,
        worker_id: row.worker_id,
        visit: 1 as const,
        appointment_date: request.date,
        appointment_time: row.appointment_time,
        appointment_date_end: request.date,
        appointment_time_end: row.appointment_time_end,
        location: CLIENT_SITE as 2,
        send_mail: 0 as const,
        send_mail_to_customer: 0 as const,
        recurring: 1 as const,
      };
      try {
        await this.commands.execute(
          new BookAppointmentCommand(
            booking,
            key,
            { bookFreeOccurrences: false, checkOnly: false },
            { context: { ...caller.context, commandId: key }, principal: caller.principal },
          ),
        );
        answer.booked.push({ worker_id: row.worker_id, appointment_id: key, appointment_time: row.appointment_time });
      } catch (error) {
        if (!(error instanceof DomainError) || error.kind !== 'conflict') throw error;
        answer.refused.push({ worker_id: row.worker_id, name: row.name, reason: error.message });
      }
    }
    return answer;
  }
}
