// TEMPORARY: replaced by the dvrhaz branch
import { Injectable } from '@nestjs/common';
import type { DvrHazardsPreview, DvrJobHazards } from '@tutela/contracts';
import type { DvrHazardApplyResult, DvrHazardFeed } from './dvr-hazard-feed.port';

/** TEMPORARY: replaced by the dvrhaz branch. Reads no hazards and changes no job, so the DVR core can be wired and tested alone. */
@Injectable()
export class DvrHazardFeedService implements DvrHazardFeed {
  async jobHazards(): Promise<DvrJobHazards[]> {
    return [];
  }

  async preview(): Promise<DvrHazardsPreview> {
    return { jobs: [], workers_total: 0 };
  }

  async apply(): Promise<DvrHazardApplyResult> {
    return { jobs: [], workers: 0, position: 0 };
  }
}
