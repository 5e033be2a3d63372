import type { TenantScope } from '@tutela/contracts';
import type { ListEntitiesRequestDto } from './list-entities.request.dto';

export class ListEntitiesQuery {
  constructor(
    readonly params: ListEntitiesRequestDto,
    readonly scope: TenantScope,
  ) {}
}
