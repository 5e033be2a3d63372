import type { AppConfig } from '../../config/app-config';
import { redactUrl } from '../../platform/store-kind';

/**
 * What happens to an enqueued mail in this process: `outbox-only` without SMTP_URL (the table and the log
 * are the delivery), `smtp` when this process runs the relay (role api), `smtp-elsewhere` when SMTP_URL is
 * set but the relay runs in the api process of the deployment.
 */
export type MailDelivery = 'outbox-only' | 'smtp' | 'smtp-elsewhere';

export function mailDelivery(config: Pick<AppConfig, 'smtpUrl' | 'roles'>): MailDelivery {
  if (!config.smtpUrl) return 'outbox-only';
  return config.roles.includes('api') ? 'smtp' : 'smtp-elsewhere';
}

/** The "Email" line of the start-up banner. */
export function describeMailDelivery(config: Pick<AppConfig, 'smtpUrl' | 'roles' | 'mailFrom'>): string {
  switch (mailDelivery(config)) {
    case 'outbox-only':
      return 'accodate nella tabella mail_outbox e nel log, non inviate (SMTP_URL non impostato)';
    case 'smtp':
      return `inviate via SMTP ${redactUrl(config.smtpUrl as string)} da ${config.mailFrom} (coda mail_outbox)`;
    case 'smtp-elsewhere':
      return 'inviate via SMTP dal processo con ruolo api (non da questo)';
  }
}
