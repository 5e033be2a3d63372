import { Controller, Get, HttpCode, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUDIT_MESSAGES,
  AUDIT_MIN_LEVEL,
  AUDIT_VERIFY_MIN_LEVEL,
  isHistoryExportKind,
  type AuditVerification,
  type RecordHistoryExport,
} from '@tutela/contracts';
import type { Response } from 'express';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { ClinicalData } from '../../auth/guard/clinical-data';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { AuditService } from '../audit.service';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('audit')
@ApiBearerAuth()
@Controller(['md/audit', 'fr/audit', 'sr/audit'])
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get('verifications')
  @RequireLevel(AUDIT_MIN_LEVEL)
  @ApiOperation({
    summary: "Ultime verifiche dell'integrità del registro eventi, dalla più recente",
  })
  async list(@CurrentPrincipal() principal: Principal): Promise<{ data: AuditVerification[] }> {
    return { data: await this.audit.verifications(principal) };
  }

  @IdempotentPost('verify')
  @HttpCode(201)
  @RequireLevel(AUDIT_VERIFY_MIN_LEVEL)
  @ApiOperation({
    summary: "Avvia una verifica dell'integrità del registro eventi (catene e checkpoint)",
  })
  async verify(@CurrentPrincipal() principal: Principal): Promise<{ data: AuditVerification }> {
    return { data: await this.audit.verify(principal) };
  }
}

@ApiTags('audit')
@ApiBearerAuth()
@Controller(['md/history', 'fr/history', 'sr/history'])
export class HistoryExportController {
  constructor(private readonly audit: AuditService) {}

  /** A JSON download for an inspector: the record's events with metadata and chain hashes. */
  @Get(':kind/:id/export')
  @RequireLevel(AUDIT_MIN_LEVEL)
  @ClinicalData({ kindParam: 'kind' })
  @ApiOperation({
    summary: 'Scarica lo storico completo di un record (eventi, impronte, versioni archiviate) in JSON',
  })
  async export(
    @CurrentPrincipal() principal: Principal,
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RecordHistoryExport> {
    // Not a record of any exportable kind: the same 404 as a record outside the caller's scope.
    if (!isHistoryExportKind(kind) || !UUID.test(id)) throw new DomainError(AUDIT_MESSAGES.RECORD_NOT_FOUND, 'not_found');
    const file = await this.audit.exportHistory(principal, kind, id.toLowerCase());
    response.setHeader('Content-Disposition', `attachment; filename="storico-${kind}-${file.record_id}.json"`);
    return file;
  }
}
