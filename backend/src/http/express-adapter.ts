import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

/**
 * The Express instance every Tutela app runs on. Routing is case-sensitive and strict: Express matches
 * case-insensitively by default, so `/api/MD/users` reached the `/api/md/users` handler while everything
 * that reads the application from the path saw no application at all (a level bypass). Only the exact
 * route spelling reaches a handler; anything else is a 404. The settings must be in place before the first
 * route is registered (Express reads them once, when it creates its router).
 */
export function createExpressAdapter(): ExpressAdapter {
  const instance = express();
  instance.set('case sensitive routing', true);
  instance.set('strict routing', true);
  return new ExpressAdapter(instance);
}
