import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DvrListRow } from '@tutela/contracts';
import { DvrReader } from '../dvr-reader';
import { ListDvrsQuery } from './list-dvrs.query';

@QueryHandler(ListDvrsQuery)
export class ListDvrsHandler implements IQueryHandler<ListDvrsQuery, { data: DvrListRow[] }> {
  constructor(private readonly reader: DvrReader) {}

  async execute({ customerId, factoryId, code, principal }: ListDvrsQuery): Promise<{ data: DvrListRow[] }> {
    return { data: await this.reader.list(customerId, factoryId, code, principal) };
  }
}
