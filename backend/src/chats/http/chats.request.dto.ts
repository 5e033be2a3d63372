import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CHAT_MESSAGE_MAX, CHAT_TITLE_MAX, CHAT_TYPES, MESSAGES, type ChatType } from '@tutela/contracts';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { OptionalField } from '../../http/input/optional-field.decorator';

const ID_MESSAGE = { message: 'Identificativo non valido' };

/** POST /api/{app}/chats: without id a new chat (title and type required); with id and status 1 it closes it. */
export class SaveChatRequestDto {
  @ApiPropertyOptional({ description: 'Chat da chiudere (con status 1)' })
  @OptionalField()
  @IsUUID('all', ID_MESSAGE)
  id?: string;

  @ApiPropertyOptional({ maxLength: CHAT_TITLE_MAX })
  @OptionalField()
  @IsString()
  @MaxLength(CHAT_TITLE_MAX)
  title?: string;

  @ApiPropertyOptional({ enum: CHAT_TYPES, description: 'AMM amministrazione, SEG segreteria, SING utente singolo, CORD coordinamento' })
  @OptionalField()
  @IsIn(CHAT_TYPES)
  type?: ChatType;

  @ApiPropertyOptional({ nullable: true, description: 'Solo per SING' })
  @OptionalField({ nullable: true })
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(64)
  second_user_id?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Solo per CORD' })
  @OptionalField({ nullable: true })
  @IsUUID('all', ID_MESSAGE)
  customer_id?: string | null;

  @ApiPropertyOptional({ enum: [0, 1], description: '1 chiude la chat' })
  @OptionalField()
  @IsIn([0, 1])
  status?: 0 | 1;
}

export class ChatMessageRequestDto {
  @ApiProperty({ maxLength: CHAT_MESSAGE_MAX })
  @IsString()
  @IsNotEmpty({ message: MESSAGES.REQUIRED })
  @MaxLength(CHAT_MESSAGE_MAX)
  text!: string;

  @ApiProperty()
  @IsUUID('all', ID_MESSAGE)
  chatid!: string;
}

export class ChatReadRequestDto {
  @ApiProperty()
  @IsUUID('all', ID_MESSAGE)
  chatid!: string;
}
