import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

export class ResignWorkerRequestDto {
  @ApiPropertyOptional({
    description: 'Data di dimissione YYYY-MM-DD (oggi se assente)',
  })
  @OptionalField()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Data non valida' })
  resigned_on?: string;
}
