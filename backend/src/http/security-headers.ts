import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { isApiPath } from '../platform/api-path';

/**
 * Security headers on every answer, web UI and API alike (helmet): a CSP the built UI passes (its scripts
 * and styles are files of its own origin; inline styles are allowed because UI libraries set them), no
 * framing by anyone (clickjacking), no MIME sniffing, no referrer beyond the origin. HTTP pages on a LAN must
 * keep working, so requests are not upgraded to HTTPS here (the TLS proxy of a deployment does that and
 * sets HSTS).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * Every API answer is about a signed-in person or their records (tokens, getuserdata, cards, lists): no
 * browser or proxy cache may keep it.
 */
export function noStoreForApi(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req.path)) {
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Pragma', 'no-cache');
    }
    next();
  };
}
