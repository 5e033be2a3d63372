import { streamId, type CustomerEvent, type CustomerUpdatedData, type FactoryUpdatedData, type RecordedEvent } from '@tutela/contracts';
import type { Sql } from '../database/database';
import { insertRecordset, updateOnConflict } from '../database/recordset-sql';
import {
  CUSTOMER_COLUMNS,
  DEPARTMENT_COLUMNS,
  FACTORY_COLUMNS,
  type CustomerRow,
  type DepartmentRow,
  type FactoryRow,
} from './customers-rows';

const PROFILE_FIELDS: Record<keyof Omit<CustomerUpdatedData, 'customerId'>, keyof CustomerRow> = {
  companyName: 'company_name',
  vatNumber: 'vat_number',
  fiscalCode: 'fiscal_code',
  address: 'address',
  city: 'city',
  cityCode: 'city_code',
  phone: 'phone',
  email: 'email',
  ateco: 'ateco',
};

const FACTORY_FIELDS: Record<keyof Omit<FactoryUpdatedData, 'customerId' | 'factoryId'>, keyof FactoryRow> = {
  name: 'name',
  address: 'address',
  city: 'city',
  cityCode: 'city_code',
  lat: 'lat',
  lng: 'lng',
};

/**
 * One batch of the customers read model, applied set-wise like the users' (users-batch.ts): the rows the batch
 * touches are read once, the events folded onto them in memory, each changed row written once, one statement
 * per table. Every event of a customer stream is claimed by the customer row (applied only when newer than its
 * `last_position`), so a replay changes nothing; the first CustomerCreated of a stream wins.
 */
export class CustomersBatch {
  private readonly customers = new Map<string, CustomerRow | null>();
  private readonly factories = new Map<string, FactoryRow | null>();
  private readonly departments = new Map<string, DepartmentRow | null>();
  private readonly dirtyCustomers = new Set<string>();
  private readonly dirtyFactories = new Set<string>();
  private readonly dirtyDepartments = new Set<string>();
  private readonly removedDepartments = new Set<string>();

  static async apply(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
    const batch = new CustomersBatch();
    await batch.load(events, tx);
    for (const event of events) batch.fold(event);
    await batch.write(tx);
  }

  private async load(events: readonly RecordedEvent[], tx: Sql): Promise<void> {
    const customerIds = new Set<string>();
    const factoryIds = new Set<string>();
    const departmentIds = new Set<string>();
    for (const event of events) {
      customerIds.add(streamId(event.stream));
      const data = event.data as { factoryId?: string; departmentId?: string };
      if (data.factoryId) factoryIds.add(data.factoryId);
      if (data.departmentId) departmentIds.add(data.departmentId);
    }
    await this.loadRows(tx, 'customers', customerIds, this.customers);
    await this.loadRows(tx, 'customer_factories', factoryIds, this.factories);
    await this.loadRows(tx, 'customer_departments', departmentIds, this.departments);
  }

  private async loadRows<Row extends { id: string }>(
    tx: Sql,
    table: string,
    ids: Set<string>,
    into: Map<string, Row | null>,
  ): Promise<void> {
    if (ids.size === 0) return;
    for (const id of ids) into.set(id, null);
    const { rows } = await tx.query<Row>(`SELECT * FROM ${table} WHERE id = ANY($1::text[])`, [[...ids]]);
    for (const row of rows) into.set(row.id, { ...row, last_position: Number((row as unknown as FactoryRow).last_position) });
  }

  private fold(event: RecordedEvent): void {
    const typed = { type: event.type, data: event.data } as CustomerEvent;
    const at = event.metadata.occurredAt;
    const customerId = streamId(event.stream);
    if (typed.type === 'CustomerCreated') {
      if (this.customers.get(customerId)) return;
      const d = typed.data;
      this.customers.set(customerId, {
        id: customerId,
        entity_id: d.entityId,
        company_name: d.companyName,
        vat_number: d.vatNumber ?? null,
        fiscal_code: d.fiscalCode ?? null,
        address: d.address ?? null,
        city: d.city ?? null,
        city_code: d.cityCode ?? null,
        phone: d.phone ?? null,
        email: d.email ?? null,
        ateco: d.ateco ?? null,
        resigned: false,
        resigned_on: null,
        contracts: null,
        staff: null,
        access: null,
        groups: [],
        note: null,
        default_notice: null,
        revision: event.revision,
        created_at: at,
        updated_at: at,
        last_position: event.position,
      });
      this.dirtyCustomers.add(customerId);
      return;
    }
    const customer = this.customers.get(customerId);
    if (!customer || event.position <= customer.last_position) return;
    customer.last_position = event.position;
    customer.revision = event.revision;
    customer.updated_at = at;
    this.dirtyCustomers.add(customerId);
    switch (typed.type) {
      case 'CustomerUpdated':
        for (const [key, column] of Object.entries(PROFILE_FIELDS)) {
          const value = (typed.data as unknown as Record<string, unknown>)[key];
          if (value !== undefined) Object.assign(customer, { [column]: value });
        }
        return;
      case 'CustomerResigned':
        customer.resigned = true;
        customer.resigned_on = typed.data.resignedOn;
        return;
      case 'CustomerReinstated':
        customer.resigned = false;
        customer.resigned_on = null;
        return;
      case 'CustomerContractsSet': {
        const { customerId: _c, ...contracts } = typed.data;
        customer.contracts = contracts;
        return;
      }
      case 'CustomerStaffSet': {
        const { customerId: _c, ...staff } = typed.data;
        customer.staff = staff;
        return;
      }
      case 'CustomerAccessSet': {
        const { customerId: _c, ...access } = typed.data;
        customer.access = access;
        return;
      }
      case 'CustomerGroupsSet':
        customer.groups = typed.data.groups;
        return;
      case 'CustomerNoteSet':
        customer.note = typed.data.note;
        return;
      case 'CustomerNoticeSet':
        customer.default_notice = typed.data.notice;
        return;
      case 'FactoryAdded': {
        const d = typed.data;
        if (this.factories.get(d.factoryId)) return;
        this.factories.set(d.factoryId, {
          id: d.factoryId,
          customer_id: customerId,
          entity_id: customer.entity_id,
          name: d.name,
          address: d.address ?? null,
          city: d.city ?? null,
          city_code: d.cityCode ?? null,
          lat: d.lat ?? null,
          lng: d.lng ?? null,
          modules: [],
          closed: false,
          created_at: at,
          updated_at: at,
          last_position: event.position,
        });
        this.dirtyFactories.add(d.factoryId);
        return;
      }
      case 'FactoryUpdated':
        return this.changeFactory(typed.data.factoryId, event, (factory) => {
          for (const [key, column] of Object.entries(FACTORY_FIELDS)) {
            const value = (typed.data as unknown as Record<string, unknown>)[key];
            if (value !== undefined) Object.assign(factory, { [column]: value });
          }
        });
      case 'FactoryClosed':
        return this.changeFactory(typed.data.factoryId, event, (factory) => {
          factory.closed = true;
        });
      case 'FactoryModulesSet':
        return this.changeFactory(typed.data.factoryId, event, (factory) => {
          factory.modules = typed.data.modules;
        });
      case 'DepartmentAdded': {
        const d = typed.data;
        if (this.departments.get(d.departmentId)) return;
        this.departments.set(d.departmentId, {
          id: d.departmentId,
          factory_id: d.factoryId,
          customer_id: customerId,
          entity_id: customer.entity_id,
          name: d.name,
          created_at: at,
          updated_at: at,
          last_position: event.position,
        });
        this.dirtyDepartments.add(d.departmentId);
        this.removedDepartments.delete(d.departmentId);
        return;
      }
      case 'DepartmentRenamed': {
        const department = this.departments.get(typed.data.departmentId);
        if (!department) return;
        department.name = typed.data.name;
        department.updated_at = at;
        department.last_position = event.position;
        this.dirtyDepartments.add(department.id);
        return;
      }
      case 'DepartmentRemoved': {
        const { departmentId } = typed.data;
        if (!this.departments.get(departmentId)) return;
        this.departments.set(departmentId, null);
        this.dirtyDepartments.delete(departmentId);
        this.removedDepartments.add(departmentId);
        return;
      }
      default: {
        const unknown: never = typed;
        throw new Error(`Evento cliente non gestito: ${JSON.stringify(unknown)}`);
      }
    }
  }

  private changeFactory(factoryId: string, event: RecordedEvent, change: (factory: FactoryRow) => void): void {
    const factory = this.factories.get(factoryId);
    if (!factory) return;
    change(factory);
    factory.updated_at = event.metadata.occurredAt;
    factory.last_position = event.position;
    this.dirtyFactories.add(factoryId);
  }

  private async write(tx: Sql): Promise<void> {
    const rows = <Row>(ids: Set<string>, from: Map<string, Row | null>): Row[] =>
      [...ids].map((id) => from.get(id)).filter((row): row is Row => !!row);
    await insertRecordset(
      tx,
      'customers',
      CUSTOMER_COLUMNS,
      rows(this.dirtyCustomers, this.customers),
      updateOnConflict(CUSTOMER_COLUMNS, 'id', ['created_at']),
    );
    await insertRecordset(
      tx,
      'customer_factories',
      FACTORY_COLUMNS,
      rows(this.dirtyFactories, this.factories),
      updateOnConflict(FACTORY_COLUMNS, 'id', ['created_at']),
    );
    await insertRecordset(
      tx,
      'customer_departments',
      DEPARTMENT_COLUMNS,
      rows(this.dirtyDepartments, this.departments),
      updateOnConflict(DEPARTMENT_COLUMNS, 'id', ['created_at']),
    );
    if (this.removedDepartments.size > 0) {
      await tx.query('DELETE FROM customer_departments WHERE id = ANY($1::text[])', [[...this.removedDepartments]]);
    }
  }
}
