import { statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isApiPath } from '../platform/api-path';
import { uiNotBuiltPage } from './ui-not-built.page';

/**
 * Serves the built UI from `webDist` on the API's port: files as they are (hashed assets cached for a year),
 * any other GET outside /api gets index.html so TanStack Router can resolve client routes on reload.
 * The build puts a .br and a .gz beside each asset (frontend/vite.config.ts): a browser gets the one it accepts
 * (brotli first) with Content-Encoding and Vary: Accept-Encoding, and nothing is compressed per request.
 * Whether the UI is built is checked per request, so building it while the server runs just works: a new
 * index.html (a new build) makes the compressed files be looked up again.
 */
export function webUiMiddleware(webDist: string): RequestHandler {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  let assets: { builtAt: number; serve: RequestHandler } | undefined;
  const assetsOfBuild = (builtAt: number): RequestHandler => {
    if (assets?.builtAt !== builtAt) assets = { builtAt, serve: staticFiles(root) };
    return assets.serve;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    const builtAt = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs;
    if (builtAt === undefined) {
      res.status(200).type('html').setHeader('Cache-Control', 'no-store').send(uiNotBuiltPage(root));
      return;
    }
    assetsOfBuild(builtAt)(req, res, (error?: unknown) => {
      if (error) return next(error);
      // A missing file with an extension is a broken asset link, not a client route: answer 404, not HTML.
      if (path.extname(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexFile);
    });
  };
}

function staticFiles(root: string): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  }) as RequestHandler;
}
