import { Module } from '@nestjs/common';
import { GetDashboardDataController } from './queries/get-dashboard-data/get-dashboard-data.http.controller';
import { GetDashboardDataHandler } from './queries/get-dashboard-data/get-dashboard-data.handler';

/** Home dashboard figures, read from the users, activity-log and login read models. */
@Module({ controllers: [GetDashboardDataController], providers: [GetDashboardDataHandler] })
export class DashboardModule {}
