import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AppointmentBookingAnswer,
  AppointmentConflict,
  DayPlanAnswer,
  DayPlanPreview,
  DayPlanRequest,
  FreeSlotProposal,
  AppointmentRequest,
  AppointmentRow,
  CalResourceRow,
  CalResourceType,
  NamedOption,
  PagedResponse,
  SeriesScope,
  WorkerListRow,
} from '@tutela/contracts';
import type { ListQuery } from '../../components/list/list-types';
import { ApiError, apiFetch } from '../../lib/api-client';

/**
 * Appointment and resource calls (Scadenze). Paths are relative: apiFetch sends them to /api/{current app}/, and
 * the server scopes every answer to the caller's entity and companies. A refused booking or move rejects with an
 * ApiError whose body carries `conflicts` (see `conflictsOf`).
 */
export const APPOINTMENTS_TABLE = 'appointments';
const appointmentPath = (id: string, suffix = '') => `appointments/${encodeURIComponent(id)}${suffix}`;

/** What every appointment query key starts with: one invalidation refreshes lists, calendars and the badge. */
export const APPOINTMENTS_KEY = ['appointments'] as const;
export const CALRESOURCES_KEY = ['calresources'] as const;

export function fetchAppointmentsPage(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<AppointmentRow>> {
  return apiFetch<PagedResponse<AppointmentRow>>('appointments', { query, signal });
}

export interface CalendarRange {
  /** YYYY-MM-DD, both included (at most 92 days apart). */
  from: string;
  to: string;
}

/** Calendario: a physician's agenda (`med`), or every physician's when none is chosen. */
export function calendarAppointmentsQuery(range: CalendarRange, filter: { med?: string | null; customerId?: string | null } = {}) {
  return queryOptions({
    queryKey: [...APPOINTMENTS_KEY, 'calendar', range.from, range.to, filter.med ?? null, filter.customerId ?? null] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: AppointmentRow[] }>('calappointments', {
          query: { from: range.from, to: range.to, med: filter.med || undefined, customer_id: filter.customerId || undefined },
          signal,
        })
      ).data,
  });
}

/** Calendario risorse / ambulatori: the bookings holding the named resources or clinics (none named: all of them). */
export function resourceCalendarQuery(range: CalendarRange, ids: { resourceIds?: string[]; classroomIds?: string[] }) {
  const resourceIds = ids.resourceIds?.join(',') || undefined;
  const classroomIds = ids.classroomIds?.join(',') || undefined;
  return queryOptions({
    queryKey: [...APPOINTMENTS_KEY, 'resource-calendar', range.from, range.to, resourceIds ?? null, classroomIds ?? null] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: AppointmentRow[] }>('calappointments/resources', {
          query: { from: range.from, to: range.to, resource_ids: resourceIds, classroom_ids: classroomIds },
          signal,
        })
      ).data,
  });
}

export function appointmentDetailQuery(id: string) {
  return queryOptions({
    queryKey: [...APPOINTMENTS_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: AppointmentRow }>(appointmentPath(id), { signal })).data,
  });
}

/** The header badge: appointments awaiting the user's confirmation. */
export function awaitingConfirmationQuery() {
  return queryOptions({
    queryKey: [...APPOINTMENTS_KEY, 'awaiting-confirmation'] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: { count: number } }>('appointments/awaiting-confirmation', { signal, silent: true })).data.count,
    refetchInterval: 160_000,
  });
}

/** 'Risorse' (type resources) or 'Ambulatori' (type classrooms), active first. */
export function calresourcesQuery(type: CalResourceType) {
  return queryOptions({
    queryKey: [...CALRESOURCES_KEY, 'list', type] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: CalResourceRow[] }>('calresources', { query: { type }, signal })).data,
    staleTime: 60_000,
  });
}

export function calresourceDetailQuery(id: string) {
  return queryOptions({
    queryKey: [...CALRESOURCES_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: CalResourceRow }>(`calresources/${encodeURIComponent(id)}`, { signal })).data,
  });
}

export interface AppointmentChangeAnswer {
  data: { id: string; revision: number; position: number; changed?: string[] };
}

export interface MoveAppointmentBody {
  scope: SeriesScope;
  appointment_date: string;
  appointment_date_end: string;
  appointment_time: string | null;
  appointment_time_end: string | null;
  revision?: number;
}

export type BookAppointmentBody = AppointmentRequest & { book_free_occurrences?: boolean };

export const appointmentsApi = {
  book: (body: BookAppointmentBody) => apiFetch<{ data: AppointmentBookingAnswer }>('appointments', { method: 'POST', body }),
  /** '' when every physician, resource and clinic is free; else the busy message and one line per conflict. */
  checkBusy: (body: AppointmentRequest) =>
    apiFetch<{ data: string }>('checkbusyresources', { method: 'POST', body, silent: true }).then((answer) => answer.data),
  move: (id: string, body: MoveAppointmentBody) =>
    apiFetch<AppointmentChangeAnswer>(appointmentPath(id, '/move'), { method: 'POST', body, silent: true }),
  cancel: (id: string, body: { scope: SeriesScope; reason?: string | null }) =>
    apiFetch<AppointmentChangeAnswer>(appointmentPath(id, '/cancel'), { method: 'POST', body }),
  confirm: (id: string) => apiFetch<AppointmentChangeAnswer>(appointmentPath(id, '/confirm'), { method: 'POST', body: {} }),
  complete: (id: string, examinationId: string | null) =>
    apiFetch<AppointmentChangeAnswer>(appointmentPath(id, '/complete'), { method: 'POST', body: { examination_id: examinationId } }),
};

export type CalResourceBody = Partial<Pick<CalResourceRow, 'type' | 'name' | 'kind' | 'location' | 'address' | 'capacity' | 'active'>> & {
  revision?: number;
};

export const calresourcesApi = {
  create: (body: CalResourceBody) => apiFetch<{ data: { id: string } }>('calresources', { method: 'POST', body }),
  update: (id: string, body: CalResourceBody) =>
    apiFetch<{ data: { id: string; revision: number } }>(`calresources/${encodeURIComponent(id)}`, { method: 'POST', body }),
};

/** After any booking change: lists, calendars, cards and the badge read again. */
export function invalidateAppointments(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
}

/** The conflicts of a refused booking or move (409), or none for any other failure. */
export function conflictsOf(error: unknown): AppointmentConflict[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const body = error.body as { conflicts?: unknown } | undefined;
  return Array.isArray(body?.conflicts) ? (body.conflicts as AppointmentConflict[]) : [];
}

// ---- Calendars and booking dialog (wt-cal) ----

/** The entity's physicians (users with the doctor role), the Calendario's and the booking dialog's 'Medico'. */
export function doctorsQuery() {
  return queryOptions({
    queryKey: ['lookups', 'doctors'] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: NamedOption[] }>('lookups/doctors', { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/**
 * A customer's workers for the booking dialog's 'Lavoratore' (the workers list filtered by customer). A copy of the
 * fetcher only: features never import each other, and the workers feature owns the list screen.
 */
export function customerWorkersQuery(customerId: string | null) {
  return queryOptions({
    queryKey: ['workers', 'by-customer', customerId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<PagedResponse<WorkerListRow>>('workers', {
          query: { customer_id: customerId ?? '', page: 1, per_page: 100, sort: 'name' },
          signal,
        })
      ).data,
    enabled: Boolean(customerId),
    staleTime: 60_000,
  });
}

/** The dialog shows a refused booking's message and conflicts itself: no global error snackbar on top. */
export const bookAppointmentSilently = (body: BookAppointmentBody) =>
  apiFetch<{ data: AppointmentBookingAnswer }>('appointments', { method: 'POST', body, silent: true });

/** Users of the entity with a role (lookups/staff): the booking dialog's coordinator. */
export function staffQuery(role: string) {
  return queryOptions({
    queryKey: ['lookups', 'staff', role] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: NamedOption[] }>('lookups/staff', { query: { role }, signal })).data,
    staleTime: 5 * 60_000,
  });
}

/**
 * Confirm and cancel without the shell's generic snackbar ('Utente non autorizzato' for a 403): Fissati's dialogs
 * and actions show the server's own message (who may confirm, why a cancel was refused) instead.
 */
export const appointmentsQuietApi = {
  cancel: (id: string, body: { scope: SeriesScope; reason?: string | null }) =>
    apiFetch<AppointmentChangeAnswer>(appointmentPath(id, '/cancel'), { method: 'POST', body, silent: true }),
  confirm: (id: string) => apiFetch<AppointmentChangeAnswer>(appointmentPath(id, '/confirm'), { method: 'POST', body: {}, silent: true }),
};

/** The first free slots for what a booking asks (physician, resources, clinic), from its start on; nothing is written. */
export function freeSlotsQuery(request: AppointmentRequest | null) {
  return queryOptions({
    queryKey: [...APPOINTMENTS_KEY, 'free-slots', request] as const,
    queryFn: async () =>
      (await apiFetch<{ data: FreeSlotProposal[] }>('appointments/free-slots', { method: 'POST', body: request, silent: true })).data,
    enabled: request !== null,
    retry: false,
    staleTime: 5_000,
  });
}

/** 'Pianifica giornata': the preview (nothing written) and the commit of the chosen rows. */
export const dayPlanApi = {
  preview: (body: DayPlanRequest) =>
    apiFetch<{ data: DayPlanPreview }>('appointments/day-plan/preview', { method: 'POST', body, silent: true }).then(
      (answer) => answer.data,
    ),
  commit: (body: DayPlanRequest) =>
    apiFetch<{ data: DayPlanAnswer }>('appointments/day-plan', { method: 'POST', body, silent: true }).then((answer) => answer.data),
};
