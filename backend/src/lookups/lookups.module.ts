import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { preloadPlaces } from '@tutela/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../shared/tokens';
import { LookupsController } from './lookups.http.controller';

/** Reference lists that belong to no tenant (places of birth) and the health-card reader. */
@Module({ controllers: [LookupsController] })
export class LookupsModule implements OnApplicationBootstrap {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'roles'>) {}

  /**
   * The places of birth are indexed before the API answers: built on first use, the index held up every request of
   * the moment for about a second (the first hire after a start: 950 ms without an answer to anyone).
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.roles.includes('api')) await preloadPlaces();
  }
}
