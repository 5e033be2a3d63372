import type { AdminScope } from '../../domain/user-admin-scope';
import type { ListEntitiesRequestDto } from './list-entities.request.dto';

export class ListEntitiesQuery {
  constructor(
    readonly params: ListEntitiesRequestDto,
    readonly scope: AdminScope,
  ) {}
}
