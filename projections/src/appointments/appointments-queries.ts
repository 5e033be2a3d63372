import { addDays, romeMidnight, type Sql, type TenantScope } from '@tutela/contracts';
import type { ListStatement } from '../database/list-statement';
import { tenantFilterSql } from '../database/tenant-scope-sql';
import type { AppointmentStatus, AppointmentTableRow } from './appointments-schema';

// The appointments read model's queries, next to its schema and projector: the backend's query handlers call these
// and hold no SQL. Each answers inside the caller's tenant scope; an appointment outside it reads as unknown.

/** A row with the names shown beside the ids (joined: the current names). */
export type AppointmentQueryRow = AppointmentTableRow & {
  physician_name: string | null;
  customer_name: string | null;
  /** 'Cognome Nome' of the named workers, in the order of worker_ids (a worker no longer in the list: left out). */
  worker_names: string[];
  clinic_name: string | null;
  resource_names: string[];
};

// The names are read at query time from the workers' and calresources' read models: the projector never reads
// another read model's tables, and a renamed room or worker shows its current name everywhere.
export const APPOINTMENT_SELECT = `a.*, NULLIF(trim(coalesce(u.last_name, '') || ' ' || coalesce(u.first_name, '')), '') AS physician_name,
  c.company_name AS customer_name,
  coalesce((SELECT array_agg(w.last_name || ' ' || w.first_name ORDER BY array_position(a.worker_ids, w.id))
              FROM workers w WHERE w.id = ANY(a.worker_ids)), '{}') AS worker_names,
  (SELECT r.name FROM calresources r WHERE r.id = a.clinic_id) AS clinic_name,
  coalesce((SELECT array_agg(r.name ORDER BY array_position(a.resource_ids, r.id))
              FROM calresources r WHERE r.id = ANY(a.resource_ids)), '{}') AS resource_names`;
export const APPOINTMENT_SOURCE = `appointments a LEFT JOIN users u ON u.id = a.physician_id LEFT JOIN customers c ON c.id = a.customer_id`;

/**
 * An appointment belongs to its entity and customer: its factory (when the booking names one) does not narrow who
 * sees it, as a worker's appointment is visible to whoever sees the customer's agenda.
 */
const SCOPE_COLUMNS = { entity: 'a.entity_id', customer: 'a.customer_id' };

/** A range of wall-clock dates (YYYY-MM-DD, both included) as Europe/Rome instants [from, to). */
export function dateRangeInstants(from: string, to: string): { from: string; to: string } {
  return { from: romeMidnight(from), to: romeMidnight(addDays(to, 1)) };
}

export interface CalendarFilter {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** med: one physician; null every physician in scope. */
  physicianId?: string | null;
  /** medname: part of the physician's name. */
  physicianName?: string | null;
  /** Cancelled appointments too (default: left out of the agenda). */
  includeCancelled?: boolean;
}

/** Calendario (calappointments): the appointments overlapping the range, of one physician or all in scope, by start. */
export async function calendarAppointments(db: Sql, scope: TenantScope, filter: CalendarFilter): Promise<AppointmentQueryRow[]> {
  const scoped = tenantFilterSql(scope, SCOPE_COLUMNS, 1);
  const range = dateRangeInstants(filter.from, filter.to);
  const name = filter.physicianName?.trim() ? `%${filter.physicianName.trim()}%` : null;
  const { rows } = await db.query<AppointmentQueryRow>(
    `SELECT ${APPOINTMENT_SELECT} FROM ${APPOINTMENT_SOURCE}
      WHERE ${scoped.sql} AND a.starts_at < $4 AND a.ends_at > $3
        AND ($5::text IS NULL OR a.physician_id = $5)
        AND ($6::text IS NULL OR (u.last_name || ' ' || u.first_name) ILIKE $6 OR (u.first_name || ' ' || u.last_name) ILIKE $6)
        AND ($7::boolean OR a.status <> 'cancelled')
      ORDER BY a.starts_at, a.id`,
    [...scoped.params, range.from, range.to, filter.physicianId ?? null, name, filter.includeCancelled ?? false],
  );
  return rows;
}

/** Calendario risorse / ambulatori: the appointments holding one of the resources or clinics in the range, by start. */
export async function resourceCalendarAppointments(
  db: Sql,
  scope: TenantScope,
  filter: { from: string; to: string; resourceIds?: readonly string[]; clinicIds?: readonly string[] },
): Promise<AppointmentQueryRow[]> {
  const scoped = tenantFilterSql(scope, SCOPE_COLUMNS, 1);
  const range = dateRangeInstants(filter.from, filter.to);
  const resources = filter.resourceIds?.length ? [...filter.resourceIds] : null;
  const clinics = filter.clinicIds?.length ? [...filter.clinicIds] : null;
  const { rows } = await db.query<AppointmentQueryRow>(
    `SELECT ${APPOINTMENT_SELECT} FROM ${APPOINTMENT_SOURCE}
      WHERE ${scoped.sql} AND a.starts_at < $4 AND a.ends_at > $3 AND a.status <> 'cancelled'
        AND (($5::text[] IS NULL AND $6::text[] IS NULL AND (cardinality(a.resource_ids) > 0 OR a.clinic_id IS NOT NULL))
             OR a.resource_ids && $5::text[] OR a.clinic_id = ANY($6::text[]))
      ORDER BY a.starts_at, a.id`,
    [...scoped.params, range.from, range.to, resources, clinics],
  );
  return rows;
}

export interface AppointmentListFilter {
  from?: string | null;
  to?: string | null;
  customerId?: string | null;
  physicianId?: string | null;
  confirmed?: boolean | null;
  status?: AppointmentStatus | null;
  order: 'asc' | 'desc';
}

/** Fissati (/appointments/flist): the appointments in scope with the list's filters, by start. */
export function appointmentsList(scope: TenantScope, filter: AppointmentListFilter): ListStatement {
  const scoped = tenantFilterSql(scope, SCOPE_COLUMNS, 1);
  const from = filter.from ? romeMidnight(filter.from) : null;
  const to = filter.to ? romeMidnight(addDays(filter.to, 1)) : null;
  const direction = filter.order === 'desc' ? 'DESC' : 'ASC';
  return {
    select: APPOINTMENT_SELECT,
    from: APPOINTMENT_SOURCE,
    where: [
      scoped.sql,
      '($3::timestamptz IS NULL OR a.ends_at > $3)',
      '($4::timestamptz IS NULL OR a.starts_at < $4)',
      '($5::text IS NULL OR a.customer_id = $5)',
      '($6::text IS NULL OR a.physician_id = $6)',
      '($7::boolean IS NULL OR a.confirmed = $7)',
      '($8::text IS NULL OR a.status = $8)',
    ].join(' AND '),
    params: [
      ...scoped.params,
      from,
      to,
      filter.customerId ?? null,
      filter.physicianId ?? null,
      filter.confirmed ?? null,
      filter.status ?? null,
    ],
    orderBy: `a.starts_at ${direction}, a.id ${direction}`,
  };
}

/** One appointment in scope; null when unknown or outside it. */
export async function appointmentInScope(db: Sql, scope: TenantScope, id: string): Promise<AppointmentQueryRow | null> {
  const scoped = tenantFilterSql(scope, SCOPE_COLUMNS, 2);
  const { rows } = await db.query<AppointmentQueryRow>(
    `SELECT ${APPOINTMENT_SELECT} FROM ${APPOINTMENT_SOURCE} WHERE a.id = $1 AND ${scoped.sql}`,
    [id, ...scoped.params],
  );
  return rows[0] ?? null;
}

/**
 * The header badge: booked appointments awaiting confirmation that the user may confirm, as the coordinator
 * (`coordinationUserId`), or, for a customer-side user, of their customers (`customerIds`).
 */
export interface ConfirmationViewer {
  userId: string;
  entityId: string | null;
  customerIds: readonly string[] | null;
}

const AWAITING_CONFIRMATION = `a.status = 'booked' AND NOT a.confirmed AND ($1::text IS NULL OR a.entity_id = $1)
  AND (a.coordination_user_id = $2 OR a.customer_id = ANY($3::text[]))`;

const viewerParams = (viewer: ConfirmationViewer) => [
  viewer.entityId,
  viewer.userId,
  viewer.customerIds?.length ? [...viewer.customerIds] : null,
];

export async function awaitingConfirmationCount(db: Sql, viewer: ConfirmationViewer): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(
    `SELECT count(*)::int AS n FROM appointments a WHERE ${AWAITING_CONFIRMATION}`,
    viewerParams(viewer),
  );
  return Number(rows[0]?.n ?? 0);
}

/** The Notifiche menu: the next appointments awaiting the user's confirmation (as for the badge), soonest first. */
export async function awaitingConfirmation(db: Sql, viewer: ConfirmationViewer, limit: number): Promise<AppointmentQueryRow[]> {
  const { rows } = await db.query<AppointmentQueryRow>(
    `SELECT ${APPOINTMENT_SELECT} FROM ${APPOINTMENT_SOURCE} WHERE ${AWAITING_CONFIRMATION} ORDER BY a.starts_at, a.id LIMIT $4`,
    [...viewerParams(viewer), limit],
  );
  return rows;
}

/** The dashboard's day: appointments (not cancelled) on one Rome date in scope, of one physician when named. */
export async function appointmentsOnDay(db: Sql, scope: TenantScope, date: string, physicianId: string | null): Promise<number> {
  const scoped = tenantFilterSql(scope, SCOPE_COLUMNS, 1);
  const range = dateRangeInstants(date, date);
  const { rows } = await db.query<{ n: number | string }>(
    `SELECT count(*)::int AS n FROM appointments a
      WHERE ${scoped.sql} AND a.starts_at < $4 AND a.ends_at > $3 AND a.status <> 'cancelled' AND ($5::text IS NULL OR a.physician_id = $5)`,
    [...scoped.params, range.from, range.to, physicianId],
  );
  return Number(rows[0]?.n ?? 0);
}
