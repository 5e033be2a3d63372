import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
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

/** nestjs-pino on top of the root logger: request log with an id per request; health probes not logged. */
export function loggerModule(logger: Logger): DynamicModule {
  return LoggerModule.forRoot({
    // Named wildcard: nestjs-pino's default '*' makes Express 5's path-to-regexp warn at every start.
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      logger,
      genReqId: (req: IncomingMessage) => {
        const given = req.headers['x-request-id'];
        return typeof given === 'string' && given.length <= 100 ? given : randomUUID();
      },
      autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/api/health') },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      // The default serializers log every header; method, url and status are what a request log needs.
      serializers: {
        req: (req: { id?: unknown; method?: string; url?: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
    },
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
