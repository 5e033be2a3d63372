import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalField } from '../../../http/input/optional-field.decorator';

const FLAG_MESSAGE = 'Valore non valido: 0 oppure 1';

/** Query of the spec's GET /api/getRoles?available-in-entity=0&with-allowed-users=1 (part 2 §7.2). */
export class GetRolesRequestDto {
  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: "1: solo i ruoli già assegnati ad almeno un utente attivo dell'ente del chiamante",
  })
  @OptionalField()
  @IsIn(['0', '1'], { message: FLAG_MESSAGE })
  'available-in-entity'?: '0' | '1';

  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: 'Accettato per il client della specifica: i ruoli elencati sono già soltanto quelli che il chiamante può assegnare',
  })
  @OptionalField()
  @IsIn(['0', '1'], { message: FLAG_MESSAGE })
  'with-allowed-users'?: '0' | '1';
}
