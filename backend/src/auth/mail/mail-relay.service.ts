import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Database } from '@tutela/contracts';
import type { ResolvedAppConfig } from '../../config/app-config';
import { APP_CONFIG, DATABASE } from '../../shared/tokens';
import { mailDelivery, type MailDelivery } from './mail-delivery';
import { MailOutboxStore } from './mail-outbox.store';
import { MailRelay } from './mail-relay';
import { smtpMailTransport } from './smtp-mail-transport';

/**
 * Runs the SMTP relay in the api process when SMTP_URL is set. It starts after every module's onModuleInit
 * (the outbox columns exist by then) and stops when Nest closes, before createApp closes the database.
 */
@Injectable()
export class MailRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailRelay');
  private relay: MailRelay | null = null;
  readonly delivery: MailDelivery;

  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedAppConfig,
    @Inject(DATABASE) private readonly db: Database,
  ) {
    this.delivery = mailDelivery(config);
  }

  onApplicationBootstrap(): void {
    if (this.delivery !== 'smtp') return;
    this.relay = new MailRelay({
      store: new MailOutboxStore(this.db),
      transport: smtpMailTransport(this.config.smtpUrl as string),
      from: this.config.mailFrom,
      logger: this.logger,
    });
    this.relay.start();
  }

  /** A row was just enqueued: send it now rather than at the next poll. */
  wake(): void {
    this.relay?.notify();
  }

  async onModuleDestroy(): Promise<void> {
    const relay = this.relay;
    this.relay = null;
    await relay?.stop();
  }
}
