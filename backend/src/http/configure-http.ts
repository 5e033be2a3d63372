import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import { requestLog } from '../platform/request-log';
import { webUiMiddleware } from '../web/web-ui';
import { bodyParsers } from './body-parsers';
import { inputRulesMiddleware } from './input/input-rules.middleware';
import { setupOpenApi } from './openapi';
import { noStoreForApi, securityHeaders } from './security-headers';

export const API_PREFIX = 'api';

/**
 * Express-level wiring that must happen before `app.init()` (middleware registered here runs before the
 * routes Nest adds at init): the request log, security headers, body parsers with the configured limit and
 * Italian errors, the input rules on path, query and body, the web UI with SPA fallback outside /api, the global
 * /api prefix and, when API_DOCS allows, the OpenAPI document.
 */
export function configureHttp(
  app: NestExpressApplication,
  config: Pick<AppConfig, 'bodyLimit' | 'webDist' | 'apiDocs' | 'trustProxy'>,
  serveWeb = true,
  /** Where the one line per API request goes (request-log); tests leave it out. */
  requestLogger?: Logger,
): void {
  app.disable('x-powered-by');
  if (requestLogger) app.use(requestLog(requestLogger));
  if (config.trustProxy) app.set('trust proxy', trustProxyValue(config.trustProxy));
  app.use(securityHeaders());
  app.use(noStoreForApi());
  for (const parser of bodyParsers(config.bodyLimit)) app.use(parser);
  app.use(inputRulesMiddleware());
  if (serveWeb) app.use(webUiMiddleware(config.webDist));
  // Controllers declare paths without "api/" (e.g. @Controller('md/workers')). One that already spells
  // "api/..." is left as is rather than ending up under /api/api.
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'api/{*rest}', method: RequestMethod.ALL }] });
  if (config.apiDocs) setupOpenApi(app);
}

/** "2" → 2 hops; "true"/"false"; anything else (loopback, uniquelocal, addresses, subnets) as Express takes it. */
function trustProxyValue(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}
