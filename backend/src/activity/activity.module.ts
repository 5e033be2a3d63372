import { Module } from '@nestjs/common';
import { ListActivitiesController } from './queries/list-activities/list-activities.http.controller';
import { ListActivitiesHandler } from './queries/list-activities/list-activities.handler';

/** The activity log API. The rows come from the activity-log projector (projections/src/activity-log). */
@Module({
  controllers: [ListActivitiesController],
  providers: [ListActivitiesHandler],
})
export class ActivityModule {}
