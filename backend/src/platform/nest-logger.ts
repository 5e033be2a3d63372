import type { INestApplication } from '@nestjs/common';
import { Logger, PARAMS_PROVIDER_TOKEN, PinoLogger, type Params } from 'nestjs-pino';

/** Nest's own start-up chatter: one line per module and per route, useful only when debugging. */
const BOOT_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * nestjs-pino's logger with Nest's bootstrap lines moved to debug, so that at the default level the start-up
 * log stays short enough for the banner with the login address to be noticed.
 */
export class QuietBootLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && BOOT_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

export async function useQuietBootLogger(app: INestApplication): Promise<void> {
  app.useLogger(new QuietBootLogger(await app.resolve(PinoLogger), app.get<Params>(PARAMS_PROVIDER_TOKEN)));
  app.flushLogs();
}
