import { isCustomerSideUser, JOB_WRITE_MIN_LEVEL } from '@tutela/contracts';
import type { UserData } from '../../lib/user-data';

/**
 * Whether the signed-in user may change jobs: the provider's staff from level 5. Customer-side roles only read
 * (the server refuses them anyway; this only spares them buttons that would fail).
 */
export function canWriteJobs(user: Pick<UserData, 'roles' | 'permission'>): boolean {
  const customerSide = isCustomerSideUser(user.roles);
  return user.permission.level >= JOB_WRITE_MIN_LEVEL && !customerSide;
}
