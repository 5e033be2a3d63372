import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DvrDetail, DvrRevision } from '@tutela/contracts';
import { DvrReader } from '../dvr-reader';
import { GetDvrQuery, GetDvrRevisionQuery } from './get-dvr.query';

@QueryHandler(GetDvrQuery)
export class GetDvrHandler implements IQueryHandler<GetDvrQuery, { data: DvrDetail }> {
  constructor(private readonly reader: DvrReader) {}

  async execute({ dvrId, principal }: GetDvrQuery): Promise<{ data: DvrDetail }> {
    return { data: await this.reader.detail(dvrId, principal) };
  }
}

@QueryHandler(GetDvrRevisionQuery)
export class GetDvrRevisionHandler implements IQueryHandler<GetDvrRevisionQuery, { data: DvrRevision }> {
  constructor(private readonly reader: DvrReader) {}

  async execute({ dvrId, number, principal }: GetDvrRevisionQuery): Promise<{ data: DvrRevision }> {
    return { data: await this.reader.revision(dvrId, number, principal) };
  }
}
