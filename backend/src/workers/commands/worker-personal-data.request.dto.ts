import { ApiPropertyOptional } from '@nestjs/swagger';
import { EMAIL_MAX_LENGTH, type WorkerPersonalDataBody } from '@tutela/contracts';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

/**
 * The worker dialog's personal fields (spec part 2 §2.3, §3.2), all optional at this level: the decider checks
 * the form as a whole and marks every missing field at once ('Campi obbligatori mancanti'). Absent = unchanged
 * in an update. The e-mails too are the decider's (the one e-mail rule, on the trimmed value), so a wrong address
 * is reported with the dialog's other faults rather than alone.
 */
export class WorkerPersonalDataRequestDto implements WorkerPersonalDataBody {
  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @MaxLength(80)
  first_name?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @MaxLength(80)
  last_name?: string;

  @ApiPropertyOptional({ enum: ['M', 'F'] })
  @OptionalField()
  @IsIn(['M', 'F'])
  sex?: 'M' | 'F';

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @OptionalField()
  @IsString()
  @MaxLength(10)
  birth_date?: string;

  @ApiPropertyOptional({ description: 'Comune o stato estero di nascita' })
  @OptionalField()
  @IsString()
  @MaxLength(120)
  birth_place?: string;

  @ApiPropertyOptional({
    description: 'Codice Belfiore del luogo di nascita (H501, Z110)',
    nullable: true,
  })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(4)
  birth_place_code?: string | null;

  @ApiPropertyOptional({
    description: 'Calcolato quando assente',
    nullable: true,
  })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(20)
  fiscal_code?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  email?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  email_personal?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @OptionalField({ nullable: true })
  @IsString()
  @MaxLength(40)
  phone?: string | null;
}
