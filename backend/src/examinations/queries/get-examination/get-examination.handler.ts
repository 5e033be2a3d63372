import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExaminationDetail, ExaminationVersion } from '@tutela/contracts';
import { ExaminationKeys } from '../../infrastructure/examination-keys';
import { ExaminationReader } from '../examination-reader';
import { GetExaminationQuery, GetExaminationVersionQuery } from './get-examination.query';

@QueryHandler(GetExaminationQuery)
export class GetExaminationHandler implements IQueryHandler<GetExaminationQuery, { data: ExaminationDetail }> {
  constructor(
    private readonly reader: ExaminationReader,
    private readonly keys: ExaminationKeys,
  ) {}

  async execute({ examinationId, key, principal }: GetExaminationQuery): Promise<{ data: ExaminationDetail }> {
    if (examinationId !== null) return { data: await this.reader.detail(examinationId, principal) };
    const { workerId, timeKey } = this.keys.open(key ?? '');
    return { data: await this.reader.byKey(workerId, timeKey, principal) };
  }
}

@QueryHandler(GetExaminationVersionQuery)
export class GetExaminationVersionHandler implements IQueryHandler<GetExaminationVersionQuery, { data: ExaminationVersion }> {
  constructor(private readonly reader: ExaminationReader) {}

  async execute({ examinationId, version, principal }: GetExaminationVersionQuery): Promise<{ data: ExaminationVersion }> {
    return { data: await this.reader.version(examinationId, version, principal) };
  }
}
