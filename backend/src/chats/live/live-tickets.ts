import { Injectable } from '@nestjs/common';
import type { ChatViewer } from '@tutela/contracts';
import { randomBytes } from 'node:crypto';

/** A ticket opens one stream within this time; EventSource retries ask for a fresh one. */
export const LIVE_TICKET_TTL_MS = 30_000;

export interface LiveTicket {
  viewer: ChatViewer;
  tokenId: string;
  /** The bearer token's expiry: the stream ends with the session. */
  tokenExpiresAt: number;
}

/**
 * Short-lived single-use tickets for the event stream. EventSource cannot send an Authorization header and a
 * JWT must never travel in a URL (logs, history): the client trades its bearer token for a random ticket that
 * is worthless after one use or 30 seconds. Kept in memory: the stream is served by the process that issued it
 * (a deployment with several API processes needs sticky sessions for /events, or the 160 s refresh applies).
 */
@Injectable()
export class LiveTickets {
  private readonly tickets = new Map<string, LiveTicket & { expiresAt: number }>();

  issue(ticket: LiveTicket, now = Date.now()): string {
    this.sweep(now);
    const id = randomBytes(32).toString('base64url');
    this.tickets.set(id, { ...ticket, expiresAt: now + LIVE_TICKET_TTL_MS });
    return id;
  }

  /** The ticket's holder, once; null for an unknown, used or expired ticket. */
  redeem(id: string, now = Date.now()): LiveTicket | null {
    const ticket = this.tickets.get(id);
    this.tickets.delete(id);
    if (!ticket || ticket.expiresAt < now) return null;
    return ticket;
  }

  private sweep(now: number): void {
    for (const [id, ticket] of this.tickets) if (ticket.expiresAt < now) this.tickets.delete(id);
  }
}
