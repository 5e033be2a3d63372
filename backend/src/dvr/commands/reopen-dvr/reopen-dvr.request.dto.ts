import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import type { ReopenDvrBody } from '@tutela/contracts';

/** POST /api/{app}/dvrs/{id}/reopen */
export class ReopenDvrRequestDto implements ReopenDvrBody {
  @ApiProperty({ description: 'Revisione caricata: una modifica concorrente risponde 409' })
  @IsInt({ message: 'Revisione non valida' })
  @Min(-1, { message: 'Revisione non valida' })
  revision!: number;
}
