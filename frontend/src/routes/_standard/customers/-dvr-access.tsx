import type { ReactNode } from 'react';
import { isCustomerSideUser } from '@tutela/contracts';
import { useUserData } from '../../../lib/session';
import { CustomersAccess } from './-customers-access';

/**
 * The factory card and the DVR pages: the provider's staff as the menus say; customer-side users (RSPP, customer…)
 * read their own factories' DVRs in whichever application they work, the server limiting them to their scope.
 */
export function DvrAccess({ children }: { children: ReactNode }) {
  const { user } = useUserData();
  if (isCustomerSideUser(user.roles)) return <>{children}</>;
  return <CustomersAccess>{children}</CustomersAccess>;
}
