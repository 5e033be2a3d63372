import { Injectable } from '@nestjs/common';
import { APP_CODES, STRICT_PASSWORD_MIN_LEVEL, checkPasswordConfirmation, checkPasswordPolicy, computePermission } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import { grantsForApp, UserReadModel } from './user-read-model';

/**
 * Which variant of the password policy (spec part 2 §5.4) applies to a user. Our choice, documented in
 * contracts' STRICT_PASSWORD_MIN_LEVEL: the strict 15–40 variant for anyone whose level reaches 8 in any
 * application (administrators), or when the client asks for it; 8–40 otherwise.
 */
@Injectable()
export class PasswordRules {
  constructor(private readonly readModel: UserReadModel) {}

  async strictFor(userId: string): Promise<boolean> {
    const loaded = await this.readModel.userWithGrants(userId);
    const user = loaded?.user ?? null;
    const grants = loaded?.grants ?? [];
    return APP_CODES.some((app) => {
      const { level } = computePermission({
        app,
        roles: grantsForApp(grants, app).map((g) => ({ name: g.role, customer_id: g.customer_id, factory_id: g.factory_id })),
        user_customer: user?.customer_settings ?? null,
      });
      return level >= STRICT_PASSWORD_MIN_LEVEL;
    });
  }
}

/** 422 with every problem at once: the policy on `password`, the mismatch on `password_confirmation`. */
export function assertPasswordAcceptable(password: string, confirmation: string | undefined, strict: boolean): void {
  const errors: Record<string, string[]> = {};
  const policy = checkPasswordPolicy(password, { strict });
  if (policy) errors.password = [policy];
  if (confirmation !== undefined) {
    const mismatch = checkPasswordConfirmation(password, confirmation);
    if (mismatch) errors.password_confirmation = [mismatch];
  }
  const first = Object.values(errors)[0];
  if (first) throw new DomainError(first[0], 'validation', errors);
}
