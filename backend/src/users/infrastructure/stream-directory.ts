import { Inject, Injectable } from '@nestjs/common';
import type { CustomerCreatedData, EntityCreatedData, EventStore } from '@tutela/contracts';
import { EVENT_STORE } from '../../shared/tokens';

/**
 * Existence checks against the log itself (the first event of a stream), so a command never depends on a read
 * model that may lag or belong to another context.
 */
@Injectable()
export class StreamDirectory {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async entity(entityId: string): Promise<EntityCreatedData | null> {
    return this.firstEvent<EntityCreatedData>(`entity-${entityId}`, 'EntityCreated');
  }

  /** The customers context owns these streams; only their creation event is read. */
  async customer(customerId: string): Promise<CustomerCreatedData | null> {
    return this.firstEvent<CustomerCreatedData>(`customer-${customerId}`, 'CustomerCreated');
  }

  private async firstEvent<T>(stream: string, type: string): Promise<T | null> {
    if (!/^[0-9a-zA-Z-]{1,80}$/.test(stream)) return null;
    const [first] = await this.store.readStream(stream, { toRevision: 0 });
    return first?.type === type ? (first.data as T) : null;
  }
}
