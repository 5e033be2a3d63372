import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  APPOINTMENT_MESSAGES,
  RESOURCE_CALENDAR_MIN_LEVEL,
  scopeOf,
  type AppointmentRow,
  type PagedResponse,
  type ToScheduleRow,
} from '@tutela/contracts';
import { RequireLevel } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { assertCustomerInScope, assertMayReadAppointments } from '../queries/appointment-reader';
import { AwaitingConfirmationCountQuery } from '../queries/awaiting-confirmation/awaiting-confirmation.query';
import { CalendarAppointmentsQuery } from '../queries/calendar-appointments/calendar-appointments.query';
import { GetAppointmentQuery } from '../queries/get-appointment/get-appointment.query';
import { ListAppointmentsQuery } from '../queries/list-appointments/list-appointments.query';
import { ResourceCalendarQuery } from '../queries/resource-calendar/resource-calendar.query';
import { ToScheduleQuery } from '../queries/to-schedule/to-schedule.query';
import {
  CalendarAppointmentsRequestDto,
  ListAppointmentsRequestDto,
  ResourceCalendarRequestDto,
  ToScheduleRequestDto,
} from './appointments-queries.request.dto';

/** The longest range one calendar request answers: a month view with its spill-over weeks, with room to spare. */
const CALENDAR_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** A calendar's range: to ≥ from, at most CALENDAR_MAX_DAYS days, else 422 on `to`. */
function checkRange(from: string, to: string): void {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) throw DomainError.validation('to', APPOINTMENT_MESSAGES.END_DATE_BEFORE_START);
  if (days >= CALENDAR_MAX_DAYS) throw DomainError.validation('to', APPOINTMENT_MESSAGES.CALENDAR_RANGE_TOO_LONG);
}

const idList = (value: string | undefined): string[] => (value ? [...new Set(value.split(',').map((id) => id.toLowerCase()))] : []);

/**
 * The read side of appointments (issue 35): Calendario (calappointments), Fissati, one appointment, and the header
 * badge. Provider staff from APPOINTMENT_READ_MIN_LEVEL see their entity's; customer-side users their own companies
 * only (another company's id: 404). The write side (store, move, cancel, confirm, complete) is another controller.
 */
@ApiTags('appointments')
@ApiBearerAuth()
@Controller(['md', 'fr', 'sr'])
@RequireLevel(1)
export class AppointmentsQueriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('calappointments')
  @ApiOperation({ summary: 'Calendario: appuntamenti di un medico (med o medname) o di tutti, in un intervallo di date' })
  async calendar(
    @Query() params: CalendarAppointmentsRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ data: AppointmentRow[] }> {
    assertMayReadAppointments(principal);
    checkRange(params.from, params.to);
    const scope = scopeOf(principal);
    assertCustomerInScope(scope, params.customer_id);
    const filter = {
      from: params.from,
      to: params.to,
      physicianId: params.med ?? null,
      physicianName: params.medname ?? null,
      includeCancelled: params.include_cancelled === '1',
      customerId: params.customer_id ?? null,
    };
    return { data: await this.queries.execute(new CalendarAppointmentsQuery(filter, scope)) };
  }

  @Get('calappointments/resources')
  @ApiOperation({ summary: 'Calendario risorse / ambulatori: appuntamenti che occupano le risorse o gli ambulatori, in un intervallo' })
  async resourceCalendar(
    @Query() params: ResourceCalendarRequestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ data: AppointmentRow[] }> {
    assertMayReadAppointments(principal, RESOURCE_CALENDAR_MIN_LEVEL);
    checkRange(params.from, params.to);
    const filter = { from: params.from, to: params.to, resourceIds: idList(params.resource_ids), clinicIds: idList(params.classroom_ids) };
    return { data: await this.queries.execute(new ResourceCalendarQuery(filter, scopeOf(principal))) };
  }

  @Get('appointments')
  @ApiOperation({ summary: 'Fissati: appuntamenti fissati, con filtri (date, azienda, medico, conferma, stato)' })
  list(@Query() params: ListAppointmentsRequestDto, @CurrentPrincipal() principal: Principal): Promise<PagedResponse<AppointmentRow>> {
    assertMayReadAppointments(principal);
    const scope = scopeOf(principal);
    assertCustomerInScope(scope, params.customer_id);
    if (params.from && params.to && params.to < params.from) throw DomainError.validation('to', APPOINTMENT_MESSAGES.END_DATE_BEFORE_START);
    return this.queries.execute(new ListAppointmentsQuery(params, scope));
  }

  @Get('appointments/awaiting-confirmation')
  @ApiOperation({ summary: "Numero di appuntamenti in attesa della conferma dell'utente (badge dell'intestazione)" })
  async awaiting(@CurrentPrincipal() principal: Principal): Promise<{ data: { count: number } }> {
    assertMayReadAppointments(principal);
    const scope = scopeOf(principal);
    const viewer = { userId: principal.userId, entityId: scope.entityId, customerIds: scope.customerIds };
    return { data: { count: await this.queries.execute(new AwaitingConfirmationCountQuery(viewer)) } };
  }

  @Get('appointments/tofix')
  @ApiOperation({ summary: 'Da fissare: lavoratori con la prossima visita nel periodo (fromdate, todate) e nessun appuntamento' })
  toSchedule(@Query() params: ToScheduleRequestDto, @CurrentPrincipal() principal: Principal): Promise<PagedResponse<ToScheduleRow>> {
    assertMayReadAppointments(principal);
    const scope = scopeOf(principal);
    assertCustomerInScope(scope, params.customer_id);
    const from = params.fromdate ?? params.next_visit_from;
    const to = params.todate ?? params.next_visit_to;
    if (from && to && to < from) {
      throw DomainError.validation('todate', APPOINTMENT_MESSAGES.END_DATE_BEFORE_START);
    }
    return this.queries.execute(new ToScheduleQuery(params, scope));
  }

  // After every 'appointments/<word>' route: Nest matches in declaration order.
  @Get('appointments/:id')
  @ApiOperation({ summary: 'Un appuntamento (404 se sconosciuto o di un’altra azienda)' })
  async get(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new DomainError(APPOINTMENT_MESSAGES.NOT_FOUND, 'not_found') })) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ data: AppointmentRow }> {
    assertMayReadAppointments(principal);
    return { data: await this.queries.execute(new GetAppointmentQuery(id, scopeOf(principal))) };
  }
}
