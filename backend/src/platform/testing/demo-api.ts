import type request from 'supertest';
import { demoAuth } from './demo-auth';

/**
 * Requests of a demo user for an API test harness, with the bearer of `demoAuth`. `post` takes the optional
 * Idempotency-Key so that a retry test sends the header only when it means to: without it every POST is a new command.
 */
export function demoApi(http: () => ReturnType<typeof request>) {
  const auth = demoAuth(http);
  return {
    get: async (email: string, path: string) =>
      http()
        .get(path)
        .set(await auth(email)),
    post: async (email: string, path: string, body: object, key?: string) =>
      http()
        .post(path)
        .set({ ...(await auth(email)), ...(key ? { 'Idempotency-Key': key } : {}) })
        .send(body),
    del: async (email: string, path: string) =>
      http()
        .delete(path)
        .set(await auth(email)),
  };
}
