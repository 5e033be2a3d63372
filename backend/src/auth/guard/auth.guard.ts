import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { AppCode } from '@tutela/contracts';
import { TokenService, type TokenClaims } from '../tokens/token.service';
import { HTTP_MESSAGES } from '../../http/http-messages';
import { PRINCIPAL_LOADER, type Principal, type PrincipalLoader } from '../principal';
import {
  ALLOW_PASSWORD_CHANGE_PENDING_KEY,
  IS_PUBLIC_KEY,
  REQUIRED_LEVEL_KEY,
  REQUIRED_ROLES_KEY,
  type AuthenticatedRequest,
} from './auth-metadata';
import { asksClinicalData, CLINICAL_DATA_KEY, type ClinicalDataRoute } from './clinical-data';
import { callerMayReadClinicalData } from '../clinical-reader';
import { PrincipalCache } from '../principal-cache';
import { isPasswordChangePath, requestApp } from './request-app';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * The route template that matched (`/api/md/users/:id`), not the raw URL: the application and the password
 * change exemptions are read from what the router resolved, so no spelling of the URL can disagree with it.
 */
function matchedRoute(request: AuthenticatedRequest): string {
  const route = (request.route as { path?: unknown } | undefined)?.path;
  return typeof route === 'string' ? route : (request.originalUrl ?? request.url).split('?')[0];
}

export function hasAnyRole(principal: Principal, roles: readonly string[]): boolean {
  if (roles.includes(principal.role)) return true;
  if (principal.secondRole && roles.includes(principal.secondRole)) return true;
  return principal.roles.some((grant) => roles.includes(grant.name));
}

/**
 * The one global guard (APP_GUARD): deny by default. It verifies the bearer token, reads the session state and
 * the principal as the read models have them now (a deactivated user, a removed role or a logout takes effect
 * at once; PrincipalCache keeps them only until such a change) and then applies the route's level and role
 * requirements, and on a @ClinicalData() route the clinical-data rule. Tenant scoping is left to the queries,
 * which filter by the principal's scope.
 */
@Injectable()
export class AuthGuard implements CanActivate, OnApplicationBootstrap {
  private loader: PrincipalLoader | null = null;

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly moduleRef: ModuleRef,
    private readonly cache: PrincipalCache,
  ) {}

  /** Resolved lazily (not injected) so this module does not depend on the users context that provides it. */
  onApplicationBootstrap(): void {
    this.principalLoader();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    const claims = this.tokens.verify(token);

    const path = matchedRoute(request);
    const app = requestApp(path, request.headers['x-tutela-app'], claims.app);
    const principal = await this.currentPrincipal(claims, app);
    if (!principal) throw new UnauthorizedException(HTTP_MESSAGES.sessionInvalid);
    request.principal = {
      ...principal,
      tokenId: claims.tokenId,
      tokenExpiresAt: claims.expiresAt.toISOString(),
      tokenRememberMe: claims.rememberMe,
    };

    if (principal.passwordExpired || principal.mustChangePassword) {
      const allowed = this.reflector.getAllAndOverride<boolean>(ALLOW_PASSWORD_CHANGE_PENDING_KEY, targets);
      if (!allowed && !isPasswordChangePath(path)) throw new ForbiddenException(HTTP_MESSAGES.passwordChangeRequired);
    }

    const level = this.reflector.getAllAndOverride<number | undefined>(REQUIRED_LEVEL_KEY, targets);
    if (level !== undefined && principal.level < level) throw new ForbiddenException(HTTP_MESSAGES.notAuthorized);
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(REQUIRED_ROLES_KEY, targets);
    if (roles?.length && !hasAnyRole(principal, roles)) throw new ForbiddenException(HTTP_MESSAGES.notAuthorized);
    const clinical = this.reflector.getAllAndOverride<ClinicalDataRoute | undefined>(CLINICAL_DATA_KEY, targets);
    if (clinical && asksClinicalData(clinical, request.params) && !callerMayReadClinicalData(principal))
      throw new ForbiddenException(HTTP_MESSAGES.notAuthorized);
    return true;
  }

  /**
   * The session check (TokenService.verifyActive's rule) and the caller's principal: one query, or none when
   * the cache holds them (see PrincipalCache for what drops an entry). A 401 for an ended session either way.
   */
  private async currentPrincipal(claims: TokenClaims, app: AppCode): Promise<Principal | null> {
    const loader = this.principalLoader();
    if (!loader.loadWithSession) {
      await this.tokens.assertActive(claims);
      return loader.load(claims.userId, app, claims.tokenId);
    }
    const loaded = await this.cache.get(claims.userId, app, claims.tokenId, () =>
      loader.loadWithSession!(claims.userId, app, claims.tokenId),
    );
    this.tokens.assertSessionActive(claims, loaded.session);
    return loaded.principal;
  }

  private principalLoader(): PrincipalLoader {
    if (!this.loader) {
      try {
        this.loader = this.moduleRef.get<PrincipalLoader>(PRINCIPAL_LOADER, { strict: false });
      } catch {
        throw new Error("PRINCIPAL_LOADER non registrato: importare il modulo utenti (UsersModule) nell'AppModule");
      }
    }
    return this.loader;
  }
}
