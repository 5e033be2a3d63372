import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { Public } from '../auth/guard/auth-metadata';
import { PROJECTION_PROGRESS, type ProjectionProgress } from '../platform/projection-progress';
import { Reactions } from '../platform/reactions/reactions';
import { storeKind } from '../platform/store-kind';
import { APP_CONFIG } from '../shared/tokens';
import { HealthResponseDto } from './health-response.dto';

/** A projector further behind than this is reported as degraded (a busy moment is a few positions). */
export const MAX_HEALTHY_LAG = 1000;

@ApiTags('piattaforma')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(PROJECTION_PROGRESS) private readonly progress: ProjectionProgress,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly reactions?: Reactions,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Stato del servizio, del log degli eventi e delle proiezioni (ritardo per proiezione)' })
  @ApiOkResponse({ type: HealthResponseDto })
  async health(): Promise<HealthResponseDto> {
    const status = await this.progress.status();
    const reactions = (await this.reactions?.status()) ?? [];
    const healthy = [...status.projectors, ...reactions].every((p) => p.state === 'running' && p.lag <= MAX_HEALTHY_LAG);
    return {
      status: healthy ? 'ok' : 'degraded',
      store: storeKind(this.config),
      head: status.headPosition,
      projections: status,
      // Only where reactors run (a process without them answers as before).
      ...(reactions.length > 0 ? { reactions } : {}),
    };
  }
}
