import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FailingEventDto {
  @ApiProperty() id!: string;
  @ApiProperty() type!: string;
  @ApiProperty() stream!: string;
  @ApiProperty() position!: number;
}

export class ProjectorFailureDto {
  @ApiProperty({ description: 'Tentativi falliti di fila' }) attempts!: number;
  @ApiProperty({ type: FailingEventDto, nullable: true, description: 'Evento che la proiezione non riesce ad applicare' })
  event!: FailingEventDto | null;
  @ApiProperty({ description: 'Primo tentativo fallito (ISO 8601)' }) since!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Prossimo tentativo (ISO 8601); null se il runtime è fermo' }) nextRetryAt!:
    string | null;
}

export class ProjectorStatusDto {
  @ApiProperty() name!: string;
  @ApiProperty({ description: "Posizione globale dell'ultimo evento applicato" }) position!: number;
  @ApiProperty({ description: 'Posizioni di ritardo rispetto alla testa del log' }) lag!: number;
  @ApiProperty({ enum: ['running', 'failed', 'rebuilding', 'stopped'] }) state!: 'running' | 'failed' | 'rebuilding' | 'stopped';
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiPropertyOptional({
    type: ProjectorFailureDto,
    description: 'Solo per una proiezione ferma: cosa non riesce ad applicare e quando riprova',
  })
  failure?: ProjectorFailureDto;
}

export class ProjectionStatusDto {
  @ApiProperty() headPosition!: number;
  @ApiProperty({ type: [ProjectorStatusDto] }) projectors!: ProjectorStatusDto[];
}

export class ReactorStatusDto {
  @ApiProperty() name!: string;
  @ApiProperty({ description: "Posizione globale dell'ultimo evento a cui ha reagito" }) position!: number;
  @ApiProperty({ description: 'Posizioni di ritardo rispetto alla testa del log' }) lag!: number;
  @ApiProperty({ enum: ['running', 'failed', 'stopped'] }) state!: 'running' | 'failed' | 'stopped';
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ description: 'Tentativi falliti di fila sullo stesso evento' }) failures!: number;
}

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['pglite', 'postgres', 'eventstoredb'] }) store!: 'pglite' | 'postgres' | 'eventstoredb';
  @ApiProperty({ description: "Posizione dell'ultimo evento del log" }) head!: number;
  @ApiProperty({ type: ProjectionStatusDto }) projections!: ProjectionStatusDto;
  @ApiPropertyOptional({
    type: [ReactorStatusDto],
    description: 'Reazioni tra contesti (un evento di uno causa comandi di un altro), dove girano',
  })
  reactions?: ReactorStatusDto[];
}
