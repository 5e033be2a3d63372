import type { INestApplication } from '@nestjs/common';
import { APP_CODES, CUSTOMER_ROLE_NAMES, type AppCode, type RoleName } from '@tutela/contracts';
import request from 'supertest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../demo/demo-data';
import type { Owner } from './authorization-matrix-tenants';
import type { ApiRoute } from './route-table';

export interface Caller {
  label: string;
  token: string | null;
  tokenApp: AppCode | null;
  levels: Record<AppCode, number>;
  roles: Record<AppCode, string[]>;
  entityId: string;
  systemAdmin: boolean;
  customerIds: string[];
}

/** Every demo user, signed in once per application: one caller per token, with the levels and roles getuserdata gives. */
export async function loginCallers(app: INestApplication): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const user of DEMO_USERS) {
    const levels = {} as Record<AppCode, number>;
    const roles = {} as Record<AppCode, string[]>;
    let profile: { id: string; entity_id: string; roles: Array<{ name: RoleName; pivot: { customer_id: string | null } }> } | null = null;
    const tokens: Array<{ app: AppCode; token: string }> = [];
    for (const tokenApp of APP_CODES) {
      const res = await request(app.getHttpServer())
        .post('/api/auth/login')
        .send({ email: user.email, password: DEMO_PASSWORD, app: tokenApp });
      expect(res.status).toBe(200);
      tokens.push({ app: tokenApp, token: res.body.data.token });
      const data = (
        await request(app.getHttpServer())
          .get(`/api/${tokenApp}/getuserdata`)
          .set('Authorization', `Bearer ${res.body.data.token}`)
          .expect(200)
      ).body.data;
      levels[tokenApp] = data.permission.level;
      roles[tokenApp] = [data.permission.role, data.permission.second_role, ...data.roles.map((r: { name: string }) => r.name)].filter(
        Boolean,
      );
      profile = data;
    }
    const grants = profile!.roles;
    const customerSide = grants.length > 0 && grants.every((g) => CUSTOMER_ROLE_NAMES.includes(g.name));
    for (const { app: tokenApp, token } of tokens) {
      callers.push({
        label: `${user.email}[${tokenApp}]`,
        token,
        tokenApp,
        levels,
        roles,
        entityId: profile!.entity_id,
        systemAdmin: grants.some((g) => g.name === 'system_administrator'),
        customerIds: customerSide ? [...new Set(grants.map((g) => g.pivot.customer_id).filter((id): id is string => !!id))] : [],
      });
    }
  }
  return callers;
}

/** Can the caller see a record of this owner at all (when the route's level lets them in)? */
export function canSee(caller: Caller, owner: Owner): boolean {
  if (caller.systemAdmin) return true;
  if (caller.customerIds.length > 0) return owner.customerId !== null && caller.customerIds.includes(owner.customerId);
  return owner.entityId === caller.entityId;
}

export function levelVaries(caller: Caller): boolean {
  return new Set(Object.values(caller.levels)).size > 1;
}

/**
 * On an /api/{app}/ route the path, not the token, gives the application, so a user's three tokens meet the same
 * rules there: each user is tried once, with the token of the application where they are strongest (the one that
 * would leak if the token's application won), preferring a token of another application than the path's. Routes
 * without an application segment still meet every token. This keeps the matrix a third of its size.
 */
export function callersFor(route: ApiRoute, callers: readonly Caller[]): Caller[] {
  const pathApp = /^\/api\/(md|fr|sr)\//.exec(route.path)?.[1];
  if (!pathApp) return [...callers];
  const byUser = new Map<string, Caller[]>();
  for (const caller of callers) {
    const user = caller.label.slice(0, caller.label.indexOf('['));
    byUser.set(user, [...(byUser.get(user) ?? []), caller]);
  }
  return [...byUser.values()].map((tokens) => {
    const rank = (caller: Caller) => caller.levels[caller.tokenApp!] * 2 + (caller.tokenApp === pathApp ? 0 : 1);
    return tokens.reduce((best, caller) => (rank(caller) > rank(best) ? caller : best));
  });
}
