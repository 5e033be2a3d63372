import { Inject, Injectable } from '@nestjs/common';
import {
  CUSTOMER_MESSAGES,
  factoriesOf,
  REGISTRY_MESSAGES,
  scopeOf,
  type CallerTenancy,
  type CustomerDepartmentRow,
  type CustomerDetail,
  type CustomerDoctor,
  type CustomerFactoryRow,
  type CustomerStaffMember,
  type Database,
} from '@tutela/contracts';
import {
  customerCardRow,
  customerFactories,
  factoryCustomerId,
  factoryDepartments,
  NO_ACCESS,
  toContracts,
  toCustomerListRow,
  toNotice,
  userNamesByIds,
  type CustomerCardRow,
} from '@tutela/projections';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { atecoDescription } from '../ateco/ateco-codes';

/**
 * Where a caller stands: the customers their tenant scope holds (scopeOf) and, inside each, the factories the
 * pivots on it name (factoriesOf, null: all). A customer is a tenant of its own, so the scope's flat factory list
 * (across all the caller's customers) does not filter it.
 */
export type ReadScope = CallerTenancy;

/**
 * The customer card and its factories/departments, read from the customers read model (projections'
 * customers-queries) inside the caller's scope: a customer or factory outside it is reported exactly like an
 * unknown one (404).
 */
@Injectable()
export class CustomerReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async card(customerId: string, scope: ReadScope): Promise<CustomerDetail> {
    const row = await this.customerRow(customerId, scope);
    const factories = await this.factories(customerId, scope);
    const staff = row.staff ?? { doctors: [], healthCoordinatorIds: [], secretaryIds: [] };
    const names = await this.userNames([
      ...staff.doctors.map((doctor) => doctor.userId),
      ...staff.healthCoordinatorIds,
      ...staff.secretaryIds,
    ]);
    const member = (userId: string): CustomerStaffMember => ({
      user_id: userId,
      ...(names.get(userId) ?? { first_name: '', last_name: '' }),
    });
    return {
      ...toCustomerListRow(row),
      city_code: row.city_code,
      ateco_desc: row.ateco ? atecoDescription(row.ateco) : null,
      revision: row.revision,
      resigned_on: row.resigned_on,
      factories,
      contracts: toContracts(row.contracts),
      staff: {
        doctors: staff.doctors.map((doctor): CustomerDoctor => ({ ...member(doctor.userId), role: doctor.role })),
        health_coordinators: staff.healthCoordinatorIds.map(member),
        secretaries: staff.secretaryIds.map(member),
      },
      access: row.access ?? NO_ACCESS,
      groups: row.groups ?? [],
      note: row.note,
      default_notice: toNotice(row.default_notice),
    };
  }

  /** The customer row, or the 404 (unknown, or outside the caller's scope). */
  async customerRow(customerId: string, scope: ReadScope): Promise<CustomerCardRow> {
    const row = await customerCardRow(this.db, scopeOf(scope), customerId);
    if (!row) throw new DomainError(CUSTOMER_MESSAGES.CUSTOMER_NOT_FOUND, 'not_found');
    return row;
  }

  /** Open factories of a visible customer (the caller's pivots' only, for a customer-side user), with departments. */
  factories(customerId: string, scope: ReadScope): Promise<CustomerFactoryRow[]> {
    return customerFactories(this.db, customerId, factoriesOf(scope, customerId));
  }

  /** One open factory of a customer inside the scope, or the 404. */
  async factory(customerId: string, factoryId: string, scope: ReadScope): Promise<CustomerFactoryRow> {
    await this.customerRow(customerId, scope);
    const found = (await this.factories(customerId, scope)).find((factory) => factory.id === factoryId);
    if (!found) throw new DomainError(REGISTRY_MESSAGES.FACTORY_NOT_FOUND, 'not_found');
    return found;
  }

  /** The customer a factory belongs to, when the caller may see both (else the 404 of the factory). */
  async customerOfFactory(factoryId: string, scope: ReadScope): Promise<string> {
    const customerId = await factoryCustomerId(this.db, factoryId);
    const visible = customerId ? factoriesOf(scope, customerId) : null;
    if (!customerId || (visible !== null && !visible.includes(factoryId))) {
      throw new DomainError(REGISTRY_MESSAGES.FACTORY_NOT_FOUND, 'not_found');
    }
    try {
      await this.customerRow(customerId, scope);
    } catch {
      throw new DomainError(REGISTRY_MESSAGES.FACTORY_NOT_FOUND, 'not_found');
    }
    return customerId;
  }

  departmentsOf(factoryIds: string[]): Promise<CustomerDepartmentRow[]> {
    return factoryDepartments(this.db, factoryIds);
  }

  userNames(ids: string[]): Promise<Map<string, { first_name: string; last_name: string }>> {
    return userNamesByIds(this.db, ids);
  }
}
