import type { Actor } from '../shared/event-metadata';
import type { Principal } from './principal';

/** The one actor mapper: who the events of a request are recorded as (the event metadata's actor). */
export function actorOf(principal: Principal): Actor {
  return { userId: principal.userId, name: principal.name, role: principal.role, entityId: principal.entityId };
}
