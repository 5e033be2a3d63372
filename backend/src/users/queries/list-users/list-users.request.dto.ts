import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageRequestDto } from '../../../http/paging/page-request.dto';

export const USER_SORT_KEYS = ['name', 'email', 'created_at', 'active'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** Query string of GET /api/md/users (contracts' PageQuery). */
export class ListUsersRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ enum: USER_SORT_KEYS, default: 'name' })
  @IsOptional()
  @IsIn(USER_SORT_KEYS)
  sort: UserSortKey = 'name';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'asc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  order: 'asc' | 'desc' = 'asc';

  @ApiPropertyOptional({ description: 'Ricerca su nome, cognome ed email' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: ['0', '1'], default: '1', description: "'1' nasconde gli utenti disattivati" })
  @IsOptional()
  @IsIn(['0', '1'])
  hide_inactive: '0' | '1' = '1';
}
