import { Injectable } from '@nestjs/common';
import { APPOINTMENT_MESSAGES, type AppointmentRequest } from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { RegistryPlaces } from '../../customers/public';
import { DomainError } from '../../shared/domain-error';
import { UserReadModel } from '../../users/public';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The physician and the customer of a booking must exist in the caller's scope (their entity; a customer-side
 * caller's customers): otherwise 422 on the field, as for any other wrong value of the form. Read through the
 * users' and customers' public read models, never their internals.
 */
@Injectable()
export class AppointmentParties {
  constructor(
    private readonly users: UserReadModel,
    private readonly places: RegistryPlaces,
  ) {}

  async check(request: AppointmentRequest, principal: Principal): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (request.med_id && !(await this.physicianInScope(request.med_id, principal))) {
      errors.med_id = [APPOINTMENT_MESSAGES.PHYSICIAN_NOT_FOUND];
    }
    if (request.customer_id && !(await this.customerInScope(request.customer_id, principal))) {
      errors.customer_id = [APPOINTMENT_MESSAGES.CUSTOMER_NOT_FOUND];
    }
    const fields = Object.keys(errors);
    if (fields.length) throw new DomainError(errors[fields[0]][0], 'validation', errors);
  }

  private async physicianInScope(userId: string, principal: Principal): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const user = await this.users.user(userId);
    return user !== null && user.entity_id === principal.entityId && user.active !== false;
  }

  private async customerInScope(customerId: string, principal: Principal): Promise<boolean> {
    if (!UUID.test(customerId)) return false;
    if (principal.customerIds.length > 0 && !principal.customerIds.includes(customerId)) return false;
    return (await this.places.customerEntity(customerId)) === principal.entityId;
  }
}
