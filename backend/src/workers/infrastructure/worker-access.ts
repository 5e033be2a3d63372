import { Injectable } from '@nestjs/common';
import {
  computePermission,
  HTTP_MESSAGES,
  inScope,
  isCustomerSide,
  REGISTRY_MESSAGES,
  scopeOf,
  SELF_MANAGING_CUSTOMER_LEVEL,
} from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { WorkerRegistry } from './worker-registry';

/** Where a worker belongs (or will: the customer and factory of a hire). */
export interface WorkerTenant {
  entityId: string;
  customerId: string;
  factoryId: string | null;
}

/** Provider staff manage workers from this level (spec part 1 §6: add/reset worker need level 5 or more). */
export const WORKER_WRITE_MIN_LEVEL = 5;

/**
 * Who may change a worker: provider staff of level 5 or more in their entity; a customer-side user in their own
 * customer (and factories) when their level for the worker's factory reaches 4 — the level a SILVER customer gets
 * where self-managing workers is enabled for that factory (contracts' customerAccessLevel). A worker the caller
 * cannot see answers 404, one they see but may not change 403.
 */
@Injectable()
export class WorkerAccess {
  constructor(private readonly registry: WorkerRegistry) {}

  /**
   * Where a hired or transferred worker goes: a customer the caller may write to, and a factory of that customer.
   * A customer outside the caller's scope is "not found", like any record they cannot see.
   */
  async tenantFor(principal: Principal, customerId: string, factoryId: string | null): Promise<WorkerTenant> {
    const customer = await this.registry.customer(customerId);
    if (!customer) throw DomainError.validation('customer_id', 'Azienda non trovata');
    const tenant = { entityId: customer.entityId, customerId, factoryId };
    await this.assertCanWrite(principal, tenant);
    if (customer.resigned) throw DomainError.validation('customer_id', REGISTRY_MESSAGES.CUSTOMER_RESIGNED);
    if (factoryId && !(await this.registry.factoryBelongsTo(factoryId, customerId))) {
      throw DomainError.validation('factory_id', REGISTRY_MESSAGES.FACTORY_NOT_FOUND);
    }
    return tenant;
  }

  async assertCanWrite(principal: Principal, tenant: WorkerTenant): Promise<void> {
    const scope = scopeOf(principal);
    if (!inScope(scope, tenant)) throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
    if (!isCustomerSide(scope)) {
      if (principal.level < WORKER_WRITE_MIN_LEVEL) throw new DomainError(HTTP_MESSAGES.notAuthorized, 'forbidden');
      return;
    }
    const settings = await this.registry.customerSettings(principal.userId);
    const { level } = computePermission({
      app: principal.app,
      roles: principal.roles.map((grant) => ({
        name: grant.name,
        customer_id: grant.customerId,
        factory_id: grant.factoryId,
      })),
      user_customer: settings,
      factoryId: tenant.factoryId,
    });
    if (level < SELF_MANAGING_CUSTOMER_LEVEL) throw new DomainError(HTTP_MESSAGES.notAuthorized, 'forbidden');
  }
}
