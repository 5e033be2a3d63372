import { Inject, Injectable, Optional, type OnModuleDestroy } from '@nestjs/common';
import type { RecordedEvent } from '@tutela/contracts';
import { SESSIONS_PROJECTOR_NAME, USERS_PROJECTOR_NAME } from '@tutela/projections';
import { TokenService } from './tokens/token.service';
import type { ReadModelCommits } from '../shared/read-model-commits';
import type { PrincipalWithSession } from './principal';

/**
 * Tells the cache whose principal may have changed: the ids of users whose read-model rows were just committed,
 * or null for "anyone". Provided only where that is known for every change, i.e. where this process runs the
 * projections; without it the cache is off and the guard reads the database on every request.
 */
export interface PrincipalChanges {
  subscribe(listener: (userIds: readonly string[] | null) => void): () => void;
}
export const PRINCIPAL_CHANGES = Symbol('PRINCIPAL_CHANGES');

/** The read models a principal and its session state are made of. */
const PRINCIPAL_PROJECTORS: ReadonlySet<string> = new Set([USERS_PROJECTOR_NAME, SESSIONS_PROJECTOR_NAME]);

/** The user a user-stream event is about ('user-<id>'); null for any other stream. */
function userOf(event: RecordedEvent): string | null {
  return event.stream.startsWith('user-') ? event.stream.slice('user-'.length) : null;
}

/**
 * PrincipalChanges from the projection runtime of this process (ProjectionRuntime.onCommit): after the users or
 * sessions projector commits, the users of the events it committed; an event of another stream those projectors
 * handle (an entity's), or a rebuild, counts as a change to anyone.
 */
export function principalChangesOf(runtime: ReadModelCommits): PrincipalChanges {
  return {
    subscribe: (listener) =>
      runtime.onCommit((projector, events) => {
        if (!PRINCIPAL_PROJECTORS.has(projector)) return;
        if (events === null) return listener(null);
        const users = new Set<string>();
        for (const event of events) {
          const user = userOf(event);
          if (user === null) return listener(null);
          users.add(user);
        }
        if (users.size > 0) listener([...users]);
      }),
  };
}

/** A safety net only: every change that matters invalidates an entry at once (see the class comment). */
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const ANYONE = '\u0000*';

interface Entry {
  value: PrincipalWithSession;
  userId: string;
  tokenId: string;
  expiresAt: number;
}

/**
 * The guard's principal and session state per token and application, kept while nothing they are made of has
 * changed, so a request costs no database round trip for its caller. Everything that changes them invalidates
 * the entry before it takes effect anywhere else:
 * - the users and sessions read models (deactivation, roles, password change or reset, profile): dropped when
 *   their projector commits the user's events (PrincipalChanges), before the read-your-writes waiters wake, so
 *   the command's own answer already comes after the drop;
 * - logout (revoked_tokens): dropped when TokenService stores the revocation;
 * - the clock (password expiry): an entry lasts no later than the user's password_expires_at.
 * A load that was running when its user's entry was dropped is answered but not kept (it may have read the
 * rows from before the change). Entries live at most TTL_MS in any case. Only a logout in another process that
 * runs the projections too is seen late (within TTL_MS): the usual deployments run one such process.
 */
@Injectable()
export class PrincipalCache implements OnModuleDestroy {
  private readonly entries = new Map<string, Entry>();
  /** The entries' keys by user id and by token id, so a drop does not walk the whole cache. */
  private readonly byUser = new Map<string, Set<string>>();
  private readonly byToken = new Map<string, Set<string>>();
  private readonly unsubscribe: Array<() => void> = [];
  private generation = 0;
  /** user id, 'token:'+id or ANYONE → generation of its last drop; kept only while loads are running. */
  private readonly dropped = new Map<string, number>();
  private loading = 0;
  readonly enabled: boolean;

  constructor(@Optional() @Inject(PRINCIPAL_CHANGES) changes: PrincipalChanges | null, tokens: TokenService) {
    this.enabled = Boolean(changes);
    if (!changes) return;
    this.unsubscribe.push(changes.subscribe((userIds) => (userIds === null ? this.dropAll() : userIds.forEach((id) => this.dropUser(id)))));
    this.unsubscribe.push(tokens.onRevoke((tokenId) => this.dropToken(tokenId)));
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe) stop();
  }

  async get(userId: string, app: string, tokenId: string, load: () => Promise<PrincipalWithSession>): Promise<PrincipalWithSession> {
    if (!this.enabled) return load();
    const key = `${tokenId}\u0000${app}`;
    const hit = this.entries.get(key);
    if (hit && hit.userId === userId && hit.expiresAt > Date.now()) return hit.value;
    if (hit) this.remove(key);
    const started = this.generation;
    this.loading++;
    try {
      const value = await load();
      if (!this.droppedSince(started, userId, tokenId))
        this.keep(key, { value: frozen(value), userId, tokenId, expiresAt: this.expiry(value) });
      return value;
    } finally {
      if (--this.loading === 0) this.dropped.clear();
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private expiry(value: PrincipalWithSession): number {
    const now = Date.now();
    const passwordExpiry = value.passwordExpiresAt;
    return passwordExpiry !== null && passwordExpiry > now ? Math.min(now + TTL_MS, passwordExpiry) : now + TTL_MS;
  }

  private keep(key: string, entry: Entry): void {
    this.remove(key);
    if (this.entries.size >= MAX_ENTRIES) this.remove(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    indexed(this.byUser, entry.userId).add(key);
    indexed(this.byToken, entry.tokenId).add(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    unindex(this.byUser, entry.userId, key);
    unindex(this.byToken, entry.tokenId, key);
  }

  private droppedSince(generation: number, userId: string, tokenId: string): boolean {
    return [userId, `token:${tokenId}`, ANYONE].some((what) => (this.dropped.get(what) ?? -1) > generation);
  }

  private mark(what: string): void {
    this.generation++;
    if (this.loading > 0) this.dropped.set(what, this.generation);
  }

  private dropUser(userId: string): void {
    this.mark(userId);
    for (const key of [...(this.byUser.get(userId) ?? [])]) this.remove(key);
  }

  private dropToken(tokenId: string): void {
    this.mark(`token:${tokenId}`);
    for (const key of [...(this.byToken.get(tokenId) ?? [])]) this.remove(key);
  }

  private dropAll(): void {
    this.mark(ANYONE);
    this.entries.clear();
    this.byUser.clear();
    this.byToken.clear();
  }
}

/** A kept answer is shared by the requests that follow: a handler changing it in place would throw, not leak. */
function frozen(value: PrincipalWithSession): PrincipalWithSession {
  const principal = value.principal;
  if (principal) {
    for (const role of principal.roles) Object.freeze(role);
    for (const list of [principal.roles, principal.customerIds, principal.factoryIds]) Object.freeze(list);
    Object.freeze(principal);
  }
  Object.freeze(value.session);
  return Object.freeze(value);
}

function indexed(index: Map<string, Set<string>>, id: string): Set<string> {
  let keys = index.get(id);
  if (!keys) index.set(id, (keys = new Set()));
  return keys;
}

function unindex(index: Map<string, Set<string>>, id: string, key: string): void {
  const keys = index.get(id);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(id);
}
