import { emptyPglite } from '@tutela/projections/src/testing/test-databases';
import type { Database } from '@tutela/contracts';
import { ensurePlatformSchema } from '../platform/platform-schema';
import { readAppConfig } from './app-config';
import { resolveJwtSecret } from './jwt-secret';

describe('resolveJwtSecret', () => {
  let db: Database;
  beforeAll(async () => {
    db = await emptyPglite();
    await ensurePlatformSchema(db);
  });
  afterAll(() => db.close());

  it('generates a strong secret once and returns the same one on every later start', async () => {
    const config = readAppConfig({});
    const first = await resolveJwtSecret(config, db);
    const second = await resolveJwtSecret(config, db);
    expect(first.jwtSecretSource).toBe('database');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('uses JWT_SECRET when set, without touching the stored one', async () => {
    const stored = (await resolveJwtSecret(readAppConfig({}), db)).jwtSecret;
    const fromEnv = await resolveJwtSecret(readAppConfig({ JWT_SECRET: 's'.repeat(32) }), db);
    expect(fromEnv).toMatchObject({ jwtSecret: 's'.repeat(32), jwtSecretSource: 'env' });
    expect((await resolveJwtSecret(readAppConfig({}), db)).jwtSecret).toBe(stored);
  });
});
