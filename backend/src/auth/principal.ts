import type { AppCode, CallerTenancy, TenancyGrant } from '@tutela/contracts';
import type { SessionState } from './tokens/token.service';

/** One role grant of the caller, with its customer/factory pivot. */
export interface PrincipalRole extends TenancyGrant {
  grantId: string;
}

/**
 * The authenticated caller of a request, as the users read model has it now: the global guard reads it for
 * every request, from the database or from PrincipalCache, which drops it as soon as the user's rows change
 * (so a deactivation or a revoked role takes effect at once, not at token expiry). It lives outside http/ so
 * that the code below the controllers (handlers, access rules, read logs) can name the caller without importing
 * the HTTP layer; domain rules take only its CallerTenancy part.
 */
export interface Principal extends CallerTenancy {
  userId: string;
  entityId: string;
  email: string;
  /** "Nome Cognome", recorded as actorName in event metadata. */
  name: string;
  roles: PrincipalRole[];
  /** Application of this request: the /api/{md|fr|sr}/ prefix, else the token's application. */
  app: AppCode;
  /** Result of contracts' computePermission for `app`. */
  level: number;
  role: string;
  secondRole: string | null;
  /** Customer scope: empty for provider staff (no customer restriction). */
  customerIds: string[];
  /** Factory scope inside those customers: empty means every factory of those customers. */
  factoryIds: string[];
  passwordExpired: boolean;
  mustChangePassword: boolean;
  /** JWT id, used to revoke the token on logout. */
  tokenId: string;
  /** Expiry of the request's token (ISO), set by the guard: logout revokes the token until then. */
  tokenExpiresAt?: string;
  /** Whether the request's token is a remember-me one: a token re-issued after a password change keeps it. */
  tokenRememberMe?: boolean;
}

/** What the guard reads about a token's caller in one round trip: the session state and the principal. */
export interface PrincipalWithSession {
  session: SessionState;
  /** null when the user is missing or inactive. */
  principal: Principal | null;
  /** When `principal.passwordExpired` turns true by the clock alone (ms since the epoch; null: never). */
  passwordExpiresAt: number | null;
}

/** Provided by the users context; the guard calls it after verifying the token. */
export interface PrincipalLoader {
  load(userId: string, app: AppCode, tokenId: string): Promise<Principal | null>;
  /**
   * The principal and the token's session state (TokenService.verifyActive's rule) in one query; a loader
   * without it costs the guard two.
   */
  loadWithSession?(userId: string, app: AppCode, tokenId: string): Promise<PrincipalWithSession>;
}
export const PRINCIPAL_LOADER = Symbol('PRINCIPAL_LOADER');
