import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

export class ReopenExaminationRequestDto {
  @ApiPropertyOptional({ description: 'Revisione caricata: una modifica concorrente risponde 409' })
  @OptionalField()
  @IsInt({ message: 'Revisione non valida' })
  @Min(-1, { message: 'Revisione non valida' })
  revision?: number;
}
