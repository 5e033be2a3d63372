import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';
import { isApiPath } from './api-path';

/** A caller's own request id (a proxy's, a client's) is kept when it is this short; otherwise a new one is made. */
const MAX_GIVEN_ID_LENGTH = 100;

/** The id a request is logged under: the caller's X-Request-Id when sensible, else a new UUID. */
function requestId(req: Request): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && given.length > 0 && given.length <= MAX_GIVEN_ID_LENGTH ? given : randomUUID();
}

/** Health probes come every few seconds from orchestrators: not worth a line each. */
const isHealthProbe = (path: string): boolean => path === '/api/health' || path.startsWith('/api/health/');

function levelOf(statusCode: number, aborted: boolean): Level {
  if (statusCode >= 500) return 'error';
  return aborted || statusCode >= 400 ? 'warn' : 'info';
}

/**
 * One log line per API request once it has ended: its id, method, URL, status and duration, at info (2xx–3xx),
 * warn (4xx, or the client went away first) or error (5xx). The files of the web UI and the health probes are
 * not logged. A logged request's id is also set as `req.id` for whatever logs on its behalf.
 *
 * Written here rather than taken from pino-http and nestjs-pino: those build a child logger for every request
 * and run every request inside an AsyncLocalStorage, which makes Node track every promise of the process
 * (Node 20). Under 32 clients a list page cost the API 13 % more CPU with them (docs/performance-log.md, tenth pass),
 * and nothing here needs a per-request logger: the one line is written with the process's logger.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path) || isHealthProbe(req.path)) return next();
    const id = requestId(req);
    (req as Request & { id?: string }).id = id;
    const started = performance.now();
    // 'close' comes after 'finish' for an answered request, and alone when the connection went first.
    res.once('close', () => {
      const aborted = !res.writableFinished;
      const level = levelOf(res.statusCode, aborted);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id, method: req.method, url: req.originalUrl },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        aborted ? 'request aborted' : level === 'error' ? 'request errored' : 'request completed',
      );
    });
    next();
  };
}
