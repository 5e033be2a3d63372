import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DayPlanPreview } from '@tutela/contracts';
import { DayPlanner } from '../../commands/day-planner';
import { DayPlanPreviewQuery } from './day-plan-preview.query';

@QueryHandler(DayPlanPreviewQuery)
export class DayPlanPreviewHandler implements IQueryHandler<DayPlanPreviewQuery, DayPlanPreview> {
  constructor(private readonly planner: DayPlanner) {}

  execute({ request, principal }: DayPlanPreviewQuery): Promise<DayPlanPreview> {
    return this.planner.plan(request, principal);
  }
}
