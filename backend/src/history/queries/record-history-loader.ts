import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HISTORY_MESSAGES, HISTORY_MIN_LEVEL, HTTP_MESSAGES, isHistoryKind, type EventStore, type RecordedEvent } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { EVENT_STORE } from '../../shared/tokens';
import type { HistoryKindDefinition } from '../history-kind';
import { HISTORY_KIND_REGISTRY } from '../history-kinds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LoadedRecord {
  kind: HistoryKindDefinition;
  current: unknown;
  events: RecordedEvent[];
}

/**
 * A record's stream, after the kind's own card read has said the caller may see it: an unknown kind, an
 * unknown record or one outside the caller's scope all answer the same 404.
 */
@Injectable()
export class RecordHistoryLoader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly moduleRef: ModuleRef,
  ) {}

  async load(kindName: string, id: string, principal: Principal): Promise<LoadedRecord> {
    if (!isHistoryKind(kindName)) throw new DomainError(HISTORY_MESSAGES.KIND_UNKNOWN, 'not_found');
    if (!UUID.test(id)) throw new DomainError(HISTORY_MESSAGES.RECORD_NOT_FOUND, 'not_found');
    const kind = HISTORY_KIND_REGISTRY[kindName];
    if (principal.level < (kind.minLevel ?? HISTORY_MIN_LEVEL)) throw new DomainError(HTTP_MESSAGES.notAuthorized, 'forbidden');
    const current = await kind.current(id, {
      principal,
      moduleRef: this.moduleRef,
    });
    if (kind.mayRead && !kind.mayRead(principal, current)) throw new DomainError(HISTORY_MESSAGES.RECORD_NOT_FOUND, 'not_found');
    const events = await this.store.readStream(`${kindName}-${id}`);
    if (events.length === 0) throw new DomainError(HISTORY_MESSAGES.RECORD_NOT_FOUND, 'not_found');
    return { kind, current, events };
  }

  /** The kind's own record of a read that was answered (examinations: health_data_reads). */
  async recordRead(loaded: LoadedRecord, principal: Principal): Promise<void> {
    await loaded.kind.recordRead?.(loaded.current, { principal, moduleRef: this.moduleRef });
  }
}
