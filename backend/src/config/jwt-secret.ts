import { randomBytes } from 'node:crypto';
import type { Sql } from '@tutela/contracts';
import type { AppConfig, ResolvedAppConfig } from './app-config';

const SECRET_NAME = 'jwt_secret';

/**
 * JWT_SECRET wins; otherwise a random secret is generated the first time and kept in `platform_secrets`, so a
 * bare `npm start` needs no setup and a restart does not log everyone out. ON CONFLICT keeps the first writer's
 * secret when two processes start together. Expects `ensurePlatformSchema` to have run.
 */
export async function resolveJwtSecret(config: AppConfig, db: Sql): Promise<ResolvedAppConfig> {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret, jwtSecretSource: 'env' };
  await db.query('INSERT INTO platform_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM platform_secrets WHERE name = $1', [SECRET_NAME]);
  return { ...config, jwtSecret: rows[0].value, jwtSecretSource: 'database' };
}
