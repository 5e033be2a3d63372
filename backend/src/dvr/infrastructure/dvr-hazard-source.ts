import type { ExistingDvr } from '../domain/dvr-state';
import { previouslyApplied } from '../domain/dvr.decider';
import type { DvrHazardSource } from '../hazards/dvr-hazard-feed.port';

/** What the hazard feed reads of a DVR: its factory, its saved data and what its last applied revision gave the jobs. */
export function hazardSource(state: ExistingDvr): DvrHazardSource {
  const { created } = state;
  return {
    dvrId: created.dvrId,
    entityId: created.entityId,
    customerId: created.customerId,
    factoryId: created.factoryId,
    code: created.code,
    data: state.data ?? {},
    previouslyApplied: previouslyApplied(state),
  };
}
