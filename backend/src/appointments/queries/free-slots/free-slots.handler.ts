import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { addDays, parseTime, romeMidnight, RECURRING_YES, type FreeSlotProposal } from '@tutela/contracts';
import { AppointmentBookings } from '../../commands/appointment-bookings';
import { AppointmentParties } from '../../commands/appointment-parties';
import { bookingPlan } from '../../domain/appointment-booking';
import { APPOINTMENT_SLOT_SCOPE } from '../../domain/appointment-conflicts';
import { bookingIntervals } from '../../domain/appointment-intervals';
import { firstFreeSlots } from '../../domain/free-slots';
import { FreeSlotsQuery } from './free-slots.query';

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });
/** Two weeks ahead: beyond that a secretary picks a date in the agenda rather than from a list. */
const SEARCH_DAYS = 14;
const PROPOSALS = 5;

/**
 * The first free slots of the same length from the requested start on, where the physician and every requested
 * resource and clinic are all free (issue 35 "Beyond"). The request goes through the booking's own rules first (422),
 * its parties through the same scope checks; an all-day booking or a series gets no proposals (they are not slots).
 */
@QueryHandler(FreeSlotsQuery)
export class FreeSlotsHandler implements IQueryHandler<FreeSlotsQuery, FreeSlotProposal[]> {
  constructor(
    private readonly bookings: AppointmentBookings,
    private readonly parties: AppointmentParties,
  ) {}

  async execute({ request, principal }: FreeSlotsQuery): Promise<FreeSlotProposal[]> {
    const today = ROME_DAY.format(new Date());
    const [command] = bookingPlan(request, {
      appointmentId: '00000000-0000-4000-8000-000000000000',
      entityId: principal.entityId,
      providerClinicsAllowed: false,
      today,
    });
    await this.parties.check(request, principal);
    const start = parseTime(request.appointment_time);
    if (!command || request.recurring === RECURRING_YES || start === null) return [];
    const intervals = bookingIntervals(command);
    const durationMinutes = Math.round((Date.parse(intervals[0].to) - Date.parse(intervals[0].from)) / 60_000);
    const fromDate = request.appointment_date as string;
    const busy = await this.bookings.busyIntervals(
      APPOINTMENT_SLOT_SCOPE,
      intervals.map((interval) => interval.key),
      romeMidnight(fromDate),
      romeMidnight(addDays(fromDate, SEARCH_DAYS)),
    );
    return firstFreeSlots(busy, { fromDate, fromMinutes: start, durationMinutes, days: SEARCH_DAYS, max: PROPOSALS });
  }
}
