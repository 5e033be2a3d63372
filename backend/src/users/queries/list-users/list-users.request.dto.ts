import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { ListRequestDto } from '../../../http/paging/list-request.dto';

export const USER_SORT_KEYS = ['name', 'email', 'created_at', 'active'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** Query string of GET /api/md/users: search on name, surname and e-mail; hide_inactive hides deactivated users. */
export class ListUsersRequestDto extends ListRequestDto {
  @ApiPropertyOptional({ enum: USER_SORT_KEYS, default: 'name' })
  @OptionalField()
  @IsIn(USER_SORT_KEYS)
  sort: UserSortKey = 'name';
}
