import { ApiProperty } from '@nestjs/swagger';

export class ProjectorStatusDto {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Posizione globale dell\'ultimo evento applicato' }) position!: number;
  @ApiProperty({ description: 'Posizioni di ritardo rispetto alla testa del log' }) lag!: number;
  @ApiProperty({ enum: ['running', 'failed', 'rebuilding', 'stopped'] }) state!: 'running' | 'failed' | 'rebuilding' | 'stopped';
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
}

export class ProjectionStatusDto {
  @ApiProperty() headPosition!: number;
  @ApiProperty({ type: [ProjectorStatusDto] }) projectors!: ProjectorStatusDto[];
}

export class HealthResponseDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['pglite', 'postgres', 'eventstoredb'] }) store!: 'pglite' | 'postgres' | 'eventstoredb';
  @ApiProperty({ description: 'Posizione dell\'ultimo evento del log' }) head!: number;
  @ApiProperty({ type: ProjectionStatusDto }) projections!: ProjectionStatusDto;
}
