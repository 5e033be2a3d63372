import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { ID } from '../save-examination/save-examination.request.dto';

/** The spec's POST /api/md/examinations/delfile (part 2 §7.2): which attachment of which visit. */
export class DeleteFileRequestDto {
  @ApiProperty({ description: 'Visita' })
  @IsString({ message: 'Visita non valida' })
  @Matches(ID, { message: 'Visita non valida' })
  examinationID!: string;

  @ApiProperty({ description: 'Allegato' })
  @IsString({ message: 'Allegato non valido' })
  @Matches(ID, { message: 'Allegato non valido' })
  fileID!: string;
}
