import { APPOINTMENT_MESSAGES, APPOINTMENT_READ_MIN_LEVEL, type TenantScope } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';

/**
 * Who reads appointments: the provider's staff from APPOINTMENT_READ_MIN_LEVEL, and customer-side users (their own
 * companies only: scopeOf narrows every query). Anyone else 403.
 */
export function assertMayReadAppointments(principal: Principal, minLevel: number = APPOINTMENT_READ_MIN_LEVEL): void {
  if (principal.customerIds.length > 0 || principal.level >= minLevel) return;
  throw new DomainError(APPOINTMENT_MESSAGES.READ_FORBIDDEN, 'forbidden');
}

/** A customer asked for by id must be in the caller's scope: another company's id reads as unknown (404). */
export function assertCustomerInScope(scope: TenantScope, customerId: string | undefined | null): void {
  if (!customerId || scope.customerIds === null || scope.customerIds.includes(customerId)) return;
  throw new DomainError(APPOINTMENT_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
}
