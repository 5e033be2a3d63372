import type { INestApplication, LoggerService } from '@nestjs/common';
import type { Level, Logger } from 'pino';

/** Nest's own start-up chatter: one line per module and per route, useful only when debugging. */
const BOOT_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/**
 * Nest's logger (its own lines and every `new Logger(context)` of ours) written through the process's pino logger,
 * with the context as a field. Nest's bootstrap lines go to debug, so that at the default level the start-up log stays
 * short enough for the banner with the login address to be noticed. `error(message, stack, context)` is Nest's
 * shape for an error with its stack.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = params[params.length - 1];
    this.write(typeof context === 'string' && BOOT_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.logger.isLevelEnabled(level)) return;
    const rest = [...params];
    const fields: Record<string, unknown> = {};
    if (rest.length > 0 && typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
    if (level === 'error' && typeof rest[0] === 'string') fields.stack = rest[0];
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (message !== null && typeof message === 'object') this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}

export function usePinoNestLogger(app: INestApplication, logger: Logger): void {
  app.useLogger(new PinoNestLogger(logger));
  app.flushLogs();
}
