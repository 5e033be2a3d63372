import pino, { type Logger } from 'pino';
import type { RuntimeLogger } from '@tutela/projections';
import type { LogLevel } from '../config/app-config';

function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false; // production images prune dev dependencies: plain JSON lines then
  }
}

/**
 * One pino logger for the whole process: Nest, the HTTP request log, the projection runtime and the Kafka
 * relay all write through it. Human-readable in a terminal, JSON lines otherwise (containers, files).
 */
export function createRootLogger(level: LogLevel, pretty: boolean = Boolean(process.stdout.isTTY)): Logger {
  const usePretty = pretty && level !== 'silent' && prettyAvailable();
  return pino({
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'], censor: '[nascosto]' },
    ...(usePretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }
      : {}),
  });
}

/** The projection runtime's small logging port on pino (details first: pino's merge-object convention). */
export function runtimeLogger(logger: Logger): RuntimeLogger {
  const child = logger.child({ context: 'Projections' });
  return {
    info: (message, details) => child.info(details ?? {}, message),
    error: (message, details) => child.error(details ?? {}, message),
  };
}
