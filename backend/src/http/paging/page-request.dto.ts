import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_PAGE_SIZE, HTTP_MESSAGES, MAX_PAGE, PAGE_SIZE_OPTIONS } from '@tutela/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../input/optional-field.decorator';
import { MAX_CURSOR_LENGTH } from './page-cursor';

const pageMessage = { message: HTTP_MESSAGES.pageOutOfRange };
const cursorMessage = { message: HTTP_MESSAGES.pageCursorInvalid };

/** A keyset cursor as the list answered it (page-cursor.ts): base64url text of bounded length, else one message. */
const CursorField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description }),
    OptionalField(),
    IsString(cursorMessage),
    MaxLength(MAX_CURSOR_LENGTH, cursorMessage),
    Matches(/^[A-Za-z0-9_-]+$/, cursorMessage),
  );

/**
 * page / per_page of every paged list (contracts' PageQuery); list DTOs extend it with their filters, so the
 * bounds hold for every list: page is an integer in 1…MAX_PAGE (1e18 used to overflow the SQL OFFSET), per_page
 * one of PAGE_SIZE_OPTIONS; after / before are the opaque cursors of keyset paging (page-cursor.ts).
 */
export class PageRequestDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1 })
  @OptionalField()
  @Type(() => Number)
  @IsInt(pageMessage)
  @Min(1, pageMessage)
  @Max(MAX_PAGE, pageMessage)
  page: number = 1;

  @ApiPropertyOptional({ enum: PAGE_SIZE_OPTIONS, default: DEFAULT_PAGE_SIZE })
  @OptionalField()
  @Type(() => Number)
  @IsIn(PAGE_SIZE_OPTIONS as unknown as number[], { message: HTTP_MESSAGES.perPageNotAllowed })
  per_page: number = DEFAULT_PAGE_SIZE;

  @CursorField('Paginazione a cursore: la pagina dopo la riga di meta.next_cursor')
  after?: string;

  @CursorField('Paginazione a cursore: la pagina prima della riga di meta.prev_cursor')
  before?: string;
}
