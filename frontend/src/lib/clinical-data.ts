import { mayReadClinicalData, type ClinicalReader } from '@tutela/contracts';
import type { UserData } from './user-data';

/**
 * The caller as contracts' clinical-data rule sees them, from getuserdata: every role held (main, second, grants)
 * and whether they are customer-side (getuserdata's user_customer, set for customer-side users only). The server decides; this only hides what it
 * would refuse (a visit's history for the hse manager).
 */
export function clinicalReaderOfUser(user: Pick<UserData, 'permission' | 'roles' | 'user_customer'>): ClinicalReader {
  const roles = [user.permission.role, user.permission.second_role, ...user.roles.map((grant) => grant.name)].filter(
    (role): role is string => !!role,
  );
  return { roles, customerSide: user.user_customer !== null };
}

export function userMayReadClinicalData(user: Pick<UserData, 'permission' | 'roles' | 'user_customer'>): boolean {
  return mayReadClinicalData(clinicalReaderOfUser(user));
}
