import type { RecordedEvent } from '@tutela/contracts';
import type { TokenService } from './tokens/token.service';
import type { Principal, PrincipalWithSession } from './principal';
import { PrincipalCache, principalChangesOf, type PrincipalChanges } from './principal-cache';

function loaded(userId: string, passwordExpiresAt: number | null = null): PrincipalWithSession {
  return {
    session: { revoked: false, valid_from: null },
    principal: { userId, level: 9, roles: [], customerIds: [], factoryIds: [] } as unknown as Principal,
    passwordExpiresAt,
  };
}

/** A cache wired to hand-driven change and logout feeds, and a loader counting its calls. */
function setUp(withChanges = true) {
  let changed: (userIds: readonly string[] | null) => void = () => undefined;
  let revoked: (tokenId: string) => void = () => undefined;
  const changes: PrincipalChanges = {
    subscribe: (listener) => {
      changed = listener;
      return () => undefined;
    },
  };
  const tokens = { onRevoke: (listener: (tokenId: string) => void) => ((revoked = listener), () => undefined) } as unknown as TokenService;
  const cache = new PrincipalCache(withChanges ? changes : null, tokens);
  const loads: string[] = [];
  const get = (userId: string, tokenId: string, app = 'md', value = loaded(userId)) =>
    cache.get(userId, app, tokenId, async () => {
      loads.push(`${userId}/${tokenId}/${app}`);
      return value;
    });
  return { cache, loads, get, changed: (ids: readonly string[] | null) => changed(ids), revoked: (id: string) => revoked(id) };
}

describe('PrincipalCache', () => {
  afterEach(() => jest.useRealTimers());

  it('is off without a change feed: every request reads the database', async () => {
    const { cache, loads, get } = setUp(false);
    await get('u1', 't1');
    await get('u1', 't1');
    expect(cache.enabled).toBe(false);
    expect(loads).toHaveLength(2);
  });

  it('answers a repeated token and application from memory, each application apart', async () => {
    const { loads, get } = setUp();
    await get('u1', 't1');
    const again = await get('u1', 't1');
    await get('u1', 't1', 'fr');
    expect(again.principal?.userId).toBe('u1');
    expect(loads).toEqual(['u1/t1/md', 'u1/t1/fr']);
  });

  it('drops every entry of a user whose rows were committed, and only those', async () => {
    const { loads, get, changed } = setUp();
    await get('u1', 't1');
    await get('u1', 't1', 'fr');
    await get('u2', 't2');
    changed(['u1']);
    await get('u1', 't1');
    await get('u1', 't1', 'fr');
    await get('u2', 't2');
    expect(loads).toEqual(['u1/t1/md', 'u1/t1/fr', 'u2/t2/md', 'u1/t1/md', 'u1/t1/fr']);
  });

  it('drops everything on a change to anyone (null)', async () => {
    const { cache, get, changed } = setUp();
    await get('u1', 't1');
    await get('u2', 't2');
    changed(null);
    expect(cache.size).toBe(0);
  });

  it('drops a token at logout, not the other sessions of its user', async () => {
    const { loads, get, revoked } = setUp();
    await get('u1', 't1');
    await get('u1', 't2');
    revoked('t1');
    await get('u1', 't1');
    await get('u1', 't2');
    expect(loads).toEqual(['u1/t1/md', 'u1/t2/md', 'u1/t1/md']);
  });

  it('does not keep a load that was running when its user changed (it may hold the rows from before)', async () => {
    const { cache, loads, changed } = setUp();
    let finish: (value: PrincipalWithSession) => void = () => undefined;
    const running = cache.get('u1', 'md', 't1', () => new Promise((resolve) => (finish = resolve)));
    changed(['u1']);
    finish(loaded('u1'));
    await running;
    expect(cache.size).toBe(0);
    await cache.get('u1', 'md', 't1', async () => (loads.push('again'), loaded('u1')));
    expect(loads).toEqual(['again']);
  });

  it("does not keep a load that was running at its token's logout", async () => {
    const { cache, revoked } = setUp();
    let finish: (value: PrincipalWithSession) => void = () => undefined;
    const running = cache.get('u1', 'md', 't1', () => new Promise((resolve) => (finish = resolve)));
    revoked('t1');
    finish(loaded('u1'));
    await running;
    expect(cache.size).toBe(0);
  });

  it('keeps a load when only another user changed meanwhile', async () => {
    const { cache, changed } = setUp();
    let finish: (value: PrincipalWithSession) => void = () => undefined;
    const running = cache.get('u1', 'md', 't1', () => new Promise((resolve) => (finish = resolve)));
    changed(['u2']);
    finish(loaded('u1'));
    await running;
    expect(cache.size).toBe(1);
  });

  it('hands out a kept principal frozen: a handler changing it in place throws instead of leaking into later requests', async () => {
    const { get } = setUp();
    await get('u1', 't1');
    const kept = (await get('u1', 't1')).principal!;
    expect(() => (kept.roles as unknown[]).push({})).toThrow(TypeError);
    expect(() => Object.assign(kept, { level: 0 })).toThrow(TypeError);
  });

  it('keeps an entry no later than the password expiry, nor longer than the safety TTL', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { loads, get } = setUp();
    await get('u1', 't1', 'md', loaded('u1', 1_000_000 + 1_000));
    await get('u2', 't2');
    jest.setSystemTime(1_000_000 + 1_001);
    await get('u1', 't1');
    await get('u2', 't2');
    jest.setSystemTime(1_000_000 + 60_000);
    await get('u2', 't2');
    expect(loads).toEqual(['u1/t1/md', 'u2/t2/md', 'u1/t1/md', 'u2/t2/md']);
  });
});

describe('principalChangesOf', () => {
  const event = (stream: string) => ({ stream }) as RecordedEvent;

  function feed() {
    let commit: (projector: string, events: readonly RecordedEvent[] | null) => void = () => undefined;
    const seen: Array<readonly string[] | null> = [];
    principalChangesOf({ onCommit: (listener) => ((commit = listener), () => undefined) }).subscribe((ids) => seen.push(ids));
    return { seen, commit: (projector: string, events: readonly RecordedEvent[] | null) => commit(projector, events) };
  }

  it("reports the users of the users and sessions projectors' commits", () => {
    const { seen, commit } = feed();
    commit('users', [event('user-a'), event('user-b'), event('user-a')]);
    commit('sessions', [event('user-c')]);
    expect(seen).toEqual([['a', 'b'], ['c']]);
  });

  it('ignores the other projectors', () => {
    const { seen, commit } = feed();
    commit('activity-log', [event('user-a')]);
    commit('customers', [event('customer-x')]);
    expect(seen).toEqual([]);
  });

  it('reports a change to anyone for another stream of those projectors or a rebuild', () => {
    const { seen, commit } = feed();
    commit('users', [event('user-a'), event('entity-e')]);
    commit('sessions', null);
    expect(seen).toEqual([null, null]);
  });
});
