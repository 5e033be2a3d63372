import { Controller, Get, HttpCode, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CHAT_MESSAGES, LIVE_EVENTS, type EventsTicketResponse } from '@tutela/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { IdempotentAnswerNotStored } from '../../http/idempotency/idempotency-metadata';
import type { Principal } from '../../auth/principal';
import { chatViewerOf } from '../chat-viewer';
import { LiveEvents } from './live-events.service';
import { LIVE_TICKET_TTL_MS, LiveTickets } from './live-tickets';
import { IdempotentPost } from '../../http/idempotency/idempotent-routes';

const APPS = ['md', 'fr', 'sr'] as const;
const paths = (resource: string) => APPS.map((app) => `${app}/${resource}`);
/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** Server-sent events for open browsers: new chat messages reach the badge and the dialog without a reload. */
@ApiTags('chat')
@Controller()
export class LiveEventsController {
  constructor(
    private readonly tickets: LiveTickets,
    private readonly live: LiveEvents,
  ) {}

  @IdempotentPost(paths('events/ticket'))
  @HttpCode(200)
  @ApiBearerAuth()
  @IdempotentAnswerNotStored()
  @ApiOperation({ summary: 'Ticket monouso (30 s) per aprire lo stream degli eventi' })
  ticket(@CurrentPrincipal() principal: Principal): EventsTicketResponse {
    const tokenExpiresAt = principal.tokenExpiresAt ? Date.parse(principal.tokenExpiresAt) : Date.now() + LIVE_TICKET_TTL_MS;
    const ticket = this.tickets.issue({ viewer: chatViewerOf(principal), tokenId: principal.tokenId, tokenExpiresAt });
    return { data: { ticket, expires_in: LIVE_TICKET_TTL_MS / 1000 } };
  }

  @Get(paths('events/stream'))
  @Public()
  @ApiOperation({ summary: 'Stream SSE degli eventi (autenticato dal ticket, mai dal token)' })
  stream(@Query('ticket') ticketId: string | undefined, @Req() request: Request, @Res() response: Response): void {
    const ticket = typeof ticketId === 'string' ? this.tickets.redeem(ticketId) : null;
    if (!ticket) throw new UnauthorizedException(CHAT_MESSAGES.TICKET_INVALID);
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    let closed = false;
    const write = (text: string) => !closed && response.write(text);
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    const sessionEnd = setTimeout(() => close(), Math.max(0, Math.min(ticket.tokenExpiresAt - Date.now(), 2 ** 31 - 1)));
    const remove = this.live.add({
      ...ticket,
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      close: () => close(),
    });
    function close(): void {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(sessionEnd);
      remove();
      response.end();
    }
    request.on('close', close);
    write(`event: ${LIVE_EVENTS.ready}\ndata: ${JSON.stringify({ live: this.live.live })}\n\n`);
  }
}
