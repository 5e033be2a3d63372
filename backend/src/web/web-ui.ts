import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { uiNotBuiltPage } from './ui-not-built.page';

/**
 * The API namespace never falls back to the SPA: an unknown /api path must stay a JSON 404. Compared without
 * letter case: routing is case-sensitive, so `/API/md/users` matches no route and must get that JSON 404 too,
 * not the web page.
 */
export function isApiPath(urlPath: string): boolean {
  const lower = urlPath.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/**
 * Serves the built UI from `webDist` on the API's port: files as they are (hashed assets cached for a year),
 * any other GET outside /api gets index.html so TanStack Router can resolve client routes on reload.
 * Whether the UI is built is checked per request, so building it while the server runs just works.
 */
export function webUiMiddleware(webDist: string): RequestHandler {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  const assets = express.static(root, {
    index: false,
    fallthrough: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (!existsSync(indexFile)) {
      res.status(200).type('html').setHeader('Cache-Control', 'no-store').send(uiNotBuiltPage(root));
      return;
    }
    assets(req, res, (error?: unknown) => {
      if (error) return next(error);
      // A missing file with an extension is a broken asset link, not a client route: answer 404, not HTML.
      if (path.extname(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    });
  };
}
