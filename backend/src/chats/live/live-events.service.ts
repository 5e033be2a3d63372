import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { canSeeChat, LIVE_EVENTS, streamId, type ChatType, type RecordedEvent, type Database } from '@tutela/contracts';
import { CHATS_PROJECTOR_NAME, type ProjectionRuntime } from '@tutela/projections';
import { TokenService } from '../../auth/tokens/token.service';
import { DATABASE, PROJECTION_RUNTIME } from '../../shared/tokens';
import type { LiveTicket } from './live-tickets';

export interface LiveConnection extends LiveTicket {
  send(event: string, data: unknown): void;
  close(): void;
}

/**
 * Pushes "this chat changed" to the open browsers of the users who see it, as soon as the chats projector has
 * committed the change (so the refetch the browser makes already reads it). Only where this process runs the
 * projections: elsewhere the clients keep their 160 s refresh.
 */
@Injectable()
export class LiveEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveEvents');
  private readonly connections = new Set<LiveConnection>();
  private readonly stops: Array<() => void> = [];

  constructor(
    @Inject(PROJECTION_RUNTIME) private readonly runtime: ProjectionRuntime,
    @Inject(DATABASE) private readonly db: Database,
    private readonly tokens: TokenService,
  ) {}

  onModuleInit(): void {
    if (typeof this.runtime?.onCommit === 'function') {
      this.stops.push(this.runtime.onCommit((projector, events) => projector === CHATS_PROJECTOR_NAME && void this.chatsCommitted(events)));
    }
    // A logout ends the streams of that session at once.
    this.stops.push(
      this.tokens.onRevoke((tokenId) => [...this.connections].filter((c) => c.tokenId === tokenId).forEach((c) => c.close())),
    );
  }

  onModuleDestroy(): void {
    this.stops.forEach((stop) => stop());
    [...this.connections].forEach((connection) => connection.close());
  }

  get live(): boolean {
    return typeof this.runtime?.onCommit === 'function';
  }

  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  private async chatsCommitted(events: readonly RecordedEvent[] | null): Promise<void> {
    if (this.connections.size === 0) return;
    try {
      if (events === null) {
        for (const connection of this.connections) connection.send(LIVE_EVENTS.chat, { chatIds: null });
        return;
      }
      const ids = [...new Set(events.map((event) => streamId(event.stream)))];
      const { rows } = await this.db.query<{
        id: string;
        entity_id: string;
        type: ChatType;
        customer_id: string | null;
        created_by: string;
        participant_ids: string[];
      }>('SELECT id, entity_id, type, customer_id, created_by, participant_ids FROM chats WHERE id = ANY($1::text[])', [ids]);
      for (const connection of this.connections) {
        const visible = rows
          .filter((row) =>
            canSeeChat(
              {
                entityId: row.entity_id,
                type: row.type,
                customerId: row.customer_id,
                createdBy: row.created_by,
                participantIds: row.participant_ids,
              },
              connection.viewer,
            ),
          )
          .map((row) => row.id);
        if (visible.length) connection.send(LIVE_EVENTS.chat, { chatIds: visible });
      }
    } catch (error) {
      // A lost push is caught up by the clients' periodic refresh: never let it reach the projection runtime.
      this.logger.warn(`Notifica chat non inviata: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
