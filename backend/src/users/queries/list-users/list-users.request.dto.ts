import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

export const USER_SORT_KEYS = ['name', 'email', 'created_at', 'active'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** Query string of GET /api/md/users (contracts' PageQuery). */
export class ListUsersRequestDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page: number = 1;

  @ApiPropertyOptional({ enum: PAGE_SIZE_OPTIONS, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PAGE_SIZE_OPTIONS as unknown as number[])
  per_page: number = DEFAULT_PAGE_SIZE;

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
