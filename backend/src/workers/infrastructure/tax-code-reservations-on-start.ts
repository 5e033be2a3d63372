import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EventStore, Database } from '@tutela/contracts';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import { fillTaxCodeReservations } from './tax-code-reservations-fill';

/** At the start, before any worker command (and the demo seed): the keys of the workers hired before keys existed. */
@Injectable()
export class TaxCodeReservationsOnStart implements OnModuleInit {
  private readonly logger = new Logger('Workers');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async onModuleInit(): Promise<void> {
    const fill = await fillTaxCodeReservations(this.db, this.store);
    if (fill?.withoutKey) {
      // The start goes on: the first hired keeps the key, the others are named for someone to dismiss or correct.
      const named = fill.duplicates.map(({ stream, key }) => `${stream} (${key})`).join(', ');
      this.logger.warn(
        `${fill.withoutKey} lavoratori in forza condividono azienda e codice fiscale con un altro assunto prima: restano com'erano, senza riserva del codice fiscale: ${named}${fill.withoutKey > fill.duplicates.length ? ', …' : ''}`,
      );
    }
  }
}
