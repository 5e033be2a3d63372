import { Inject, Injectable } from '@nestjs/common';
import { APPOINTMENT_MESSAGES, scopeOf, type AppointmentRequest, type CalResourceType, type Database } from '@tutela/contracts';
import { getCalResource } from '@tutela/projections';
import type { Principal } from '../../auth/principal';
import { RegistryPlaces } from '../../customers/public';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { UserReadModel } from '../../users/public';
import { getWorker } from '../../workers/public';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The physician, the customer and the workers of a booking must exist in the caller's scope (their entity; a customer-side
 * caller's customers): otherwise 422 on the field, as for any other wrong value of the form. Read through the
 * users', customers' and workers' public read models, never their internals.
 */
@Injectable()
export class AppointmentParties {
  constructor(
    private readonly users: UserReadModel,
    private readonly places: RegistryPlaces,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async check(request: AppointmentRequest, principal: Principal): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (request.med_id && !(await this.physicianInScope(request.med_id, principal))) {
      errors.med_id = [APPOINTMENT_MESSAGES.PHYSICIAN_NOT_FOUND];
    }
    if (request.customer_id && !(await this.customerInScope(request.customer_id, principal))) {
      errors.customer_id = [APPOINTMENT_MESSAGES.CUSTOMER_NOT_FOUND];
    }
    const workers =
      request.multi === 1 ? (request.select_workers === 1 ? (request.selected ?? []) : []) : request.worker_id ? [request.worker_id] : [];
    const field = request.multi === 1 ? 'selected' : 'worker_id';
    for (const workerId of new Set(workers)) {
      if (!(await this.workerInScope(workerId, request.customer_id ?? null, principal))) {
        errors[field] = [APPOINTMENT_MESSAGES.WORKER_NOT_FOUND];
        break;
      }
    }
    for (const resourceId of new Set(request.resources ?? [])) {
      if (!(await this.bookable(resourceId, 'resources', principal))) {
        errors.resources = [APPOINTMENT_MESSAGES.RESOURCE_NOT_FOUND];
        break;
      }
    }
    if (request.classroom_id && !(await this.bookable(request.classroom_id, 'classrooms', principal))) {
      errors.classroom_id = [APPOINTMENT_MESSAGES.CLINIC_NOT_FOUND];
    }
    const fields = Object.keys(errors);
    if (fields.length) throw new DomainError(errors[fields[0]][0], 'validation', errors);
  }

  private async physicianInScope(userId: string, principal: Principal): Promise<boolean> {
    if (!UUID.test(userId)) return false;
    const user = await this.users.user(userId);
    return user !== null && user.entity_id === principal.entityId && user.active !== false;
  }

  /** The worker exists in the caller's scope and, when the booking names a customer, works for it. */
  private async workerInScope(workerId: string, customerId: string | null, principal: Principal): Promise<boolean> {
    if (!UUID.test(workerId)) return false;
    const worker = await getWorker(this.db, scopeOf(principal), workerId);
    return worker !== null && (customerId === null || worker.row.customer_id === customerId);
  }

  /** A resource or clinic of the caller's entity ('Risorse' / 'Ambulatori'), of that type and active. */
  private async bookable(id: string, type: CalResourceType, principal: Principal): Promise<boolean> {
    if (typeof id !== 'string' || !UUID.test(id)) return false;
    const record = await getCalResource(this.db, principal.entityId, id);
    return record !== null && record.type === type && record.active;
  }

  private async customerInScope(customerId: string, principal: Principal): Promise<boolean> {
    if (!UUID.test(customerId)) return false;
    if (principal.customerIds.length > 0 && !principal.customerIds.includes(customerId)) return false;
    return (await this.places.customerEntity(customerId)) === principal.entityId;
  }
}
