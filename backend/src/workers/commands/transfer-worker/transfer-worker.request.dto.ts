import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MESSAGES, type TransferWorkerBody } from '@tutela/contracts';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

/** POST /api/{app}/workers/{id}/transfer: another customer (and site) for the worker, a rare correction. */
export class TransferWorkerRequestDto implements TransferWorkerBody {
  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(80)
  customer_id!: string;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(80)
  factory_id?: string | null;
}
