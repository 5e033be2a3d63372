import type request from 'supertest';
import { DEMO_PASSWORD } from '../../demo/demo-data';

/**
 * The bearer header of a demo user for an API test: each user logs in once (with the demo seed's password) and the
 * token is reused for the rest of the suite.
 */
export function demoAuth(http: () => ReturnType<typeof request>): (email: string) => Promise<{ Authorization: string }> {
  const tokens = new Map<string, string>();
  return async (email) => {
    if (!tokens.has(email)) {
      const res = await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD, rememberme: false });
      if (res.status !== 200) throw new Error(`login di ${email}: ${res.status}`);
      tokens.set(email, res.body.data.token);
    }
    return { Authorization: `Bearer ${tokens.get(email)!}` };
  };
}
