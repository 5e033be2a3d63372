import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActivityModule } from './activity/activity.module';
import { AppointmentsQueriesModule } from './appointments/appointments-queries.module';
import { AppointmentsModule } from './appointments/appointments.module';
import { CalResourcesModule } from './calresources/calresources.module';
import { ImportsModule } from './imports/imports.module';
import { ChatsModule } from './chats/chats.module';
import { AuditModule } from './audit/audit.module';
import { CustomersModule } from './customers/customers.module';
import { DvrModule } from './dvr/dvr.module';
import { ExaminationsModule } from './examinations/examinations.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { HttpModule } from './http/http.module';
import { JobsModule } from './jobs/jobs.module';
import { PlatformModule, type PlatformHandles } from './platform/platform.module';
import { UsersModule } from './users/users.module';
import { LookupsModule } from './lookups/lookups.module';
import { WorkersModule } from './workers/workers.module';
import { WorkerAssignmentsModule } from './workers/assignments/worker-assignments.module';

/** The whole API. Built by createApp around infrastructure it has already opened. */
@Module({})
export class AppModule {
  static forRoot(handles: PlatformHandles): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        PlatformModule.forRoot(handles),
        HttpModule,
        HealthModule,
        UsersModule,
        ActivityModule,
        DashboardModule,
        CustomersModule,
        WorkersModule,
        LookupsModule,
        JobsModule,
        WorkerAssignmentsModule,
        ExaminationsModule,
        DvrModule,
        AppointmentsQueriesModule,
        ChatsModule,
        AppointmentsModule,
        CalResourcesModule,
        ImportsModule,
        AuditModule,
        HistoryModule,
      ],
    };
  }
}
