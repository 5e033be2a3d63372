import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';
import { DVR_CODE } from '../../commands/create-dvr/create-dvr.request.dto';

/** GET …/factories/{fid}/dvrs[?code=] */
export class ListDvrsRequestDto {
  @ApiPropertyOptional({ description: 'Solo i DVR di questo tipo' })
  @OptionalField()
  @IsString({ message: 'Tipo di DVR non valido' })
  @Matches(DVR_CODE, { message: 'Tipo di DVR non valido' })
  code?: string;
}
