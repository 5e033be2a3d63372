import { CUSTOMER_ROLE_NAMES, type AppCode, type MenuContext } from '@tutela/contracts';
import type { UserData } from '../../../lib/user-data';
import type { WorkContext } from '../../../lib/work-context';

/**
 * The filtering context of contracts' menuFor for the signed-in user. Facts the server does not send yet
 * are taken at their most restrictive value: no {product} version, no ticket-enabled customer.
 */
export function menuContextFor(app: AppCode, user: UserData, work: WorkContext, activeModules: readonly string[]): MenuContext {
  const { level, role, second_role } = user.permission;
  return {
    app,
    level,
    role,
    second_role,
    generic: user.entity.generic,
    product: false,
    activeModules: [...activeModules],
    customerId: work.customerId,
    factoryId: work.factoryId,
    customerTicketEnabled: false,
    // Client-company users of the training application get the customer-access menu (Modelli, Corsi).
    customerAccess: app === 'fr' && (CUSTOMER_ROLE_NAMES as readonly string[]).includes(role),
  };
}

/** The modules of the selected factory, or of any of the customer's factories when none is selected. */
export function activeModulesOf(
  factories: readonly { factory_id: string; modules: readonly string[] }[],
  factoryId: string | null,
): string[] {
  const chosen = factoryId ? factories.filter((factory) => factory.factory_id === factoryId) : factories;
  return [...new Set(chosen.flatMap((factory) => (Array.isArray(factory.modules) ? factory.modules : [])))];
}
