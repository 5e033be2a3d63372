import type { ProjectorSlot } from './projector-slot';
import type { ProjectorStatus } from './runtime-status';

/** What GET /api/health and `projections status` show of one projector; `failure` only while it is failed. */
export function slotStatus(slot: ProjectorSlot, headPosition: number, projecting: boolean): ProjectorStatus {
  const status: ProjectorStatus = {
    name: slot.projector.name,
    position: slot.position,
    lag: Math.max(0, headPosition - slot.position),
    state: !projecting && slot.state === 'running' ? 'stopped' : slot.state,
    lastError: slot.lastError,
  };
  if (slot.state === 'failed' && slot.failure) {
    const { event, since, nextRetryAt } = slot.failure;
    status.failure = {
      attempts: slot.failures,
      event,
      since: new Date(since).toISOString(),
      nextRetryAt: nextRetryAt === null ? null : new Date(nextRetryAt).toISOString(),
    };
  }
  return status;
}

/** The error line of one failed attempt: which projector, at which event, and what happens next. */
export function failureMessage(slot: ProjectorSlot, retryInMs: number | null): string {
  const event = slot.failure?.event;
  const where = event ? ` all'evento ${event.position} (${event.type}, ${event.stream}, id ${event.id})` : '';
  const next =
    retryInMs === null
      ? 'nessun nuovo tentativo (runtime fermo)'
      : `tentativo ${slot.failures} fallito, nuovo tentativo tra ${retryInMs} ms`;
  return `Proiezione ${slot.projector.name} ferma${where}: ${next}`;
}

/** The structured fields of that line, for whoever searches the log by event or stream. */
export function failureDetails(slot: ProjectorSlot): Record<string, unknown> {
  const failure = slot.failure;
  return {
    projector: slot.projector.name,
    error: slot.lastError,
    event: failure?.event ?? null,
    position: slot.position,
    attempts: slot.failures,
    nextRetryAt: failure?.nextRetryAt ? new Date(failure.nextRetryAt).toISOString() : null,
  };
}
