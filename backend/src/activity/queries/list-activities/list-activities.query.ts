import type { ListActivitiesRequestDto } from './list-activities.request.dto';

export class ListActivitiesQuery {
  constructor(
    readonly params: ListActivitiesRequestDto,
    /** null: every entity (system administrators); otherwise only rows of this entity. */
    readonly entityId: string | null,
  ) {}
}
