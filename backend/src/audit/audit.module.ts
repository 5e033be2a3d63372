import { Module } from '@nestjs/common';
import { AuditService } from './audit.service';
import { AuditController, HistoryExportController } from './http/audit.http.controller';

/** Tamper evidence of the event log (verification, checkpoints) and the inspector's history export. */
@Module({
  controllers: [AuditController, HistoryExportController],
  providers: [AuditService],
})
export class AuditModule {}
