import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { Principal } from '../principal';

export const IS_PUBLIC_KEY = 'tutela:isPublic';
export const REQUIRED_LEVEL_KEY = 'tutela:requiredLevel';
export const REQUIRED_ROLES_KEY = 'tutela:requiredRoles';
export const ALLOW_PASSWORD_CHANGE_PENDING_KEY = 'tutela:allowPasswordChangePending';

/** The request after the guard: `principal` is set on every non-public route. */
export interface AuthenticatedRequest extends Request {
  principal?: Principal;
}

/** Opens a route to anonymous callers (the guard denies by default). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

/** Minimum permission level (contracts' computePermission for the request's application). */
export const RequireLevel = (level: number): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_LEVEL_KEY, level);

/** Allowed if the caller's role, second role or any role grant is one of `roles`. */
export const RequireRoles = (...roles: string[]): MethodDecorator & ClassDecorator => SetMetadata(REQUIRED_ROLES_KEY, roles);

/**
 * Reachable by a user whose password has expired or must be changed (getuserdata, userschpwd and logout are
 * also recognised by path, so the rule holds even where the decorator is forgotten).
 */
export const AllowPasswordChangePending = (): MethodDecorator & ClassDecorator => SetMetadata(ALLOW_PASSWORD_CHANGE_PENDING_KEY, true);
