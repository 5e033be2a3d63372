import { Logger, type INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, APPOINTMENT_STREAM_PREFIX, type AppointmentRequest, type Database, type EventStore } from '@tutela/contracts';
import { DEMO_CALRESOURCES, DEMO_CUSTOMER, demoId, demoScheduleMonday } from '../../demo/demo-data';
import { demoPrincipal } from '../../demo/demo-principal';
import { commandContextOf } from '../../http/command-context';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import { BookAppointmentCommand } from '../commands/book-appointment/book-appointment.command';
import { CancelAppointmentCommand } from '../commands/cancel-appointment/cancel-appointment.command';

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Morning visits in Ambulatorio 1 and, on Tuesdays and Thursdays, an afternoon at the client's site with the spirometer. */
const MORNING = ['08:30', '09:00', '09:30', '10:00', '10:30', '11:15'];
const AFTERNOON = ['14:30', '15:00', '15:30'];

const plus = (time: string, minutes: number): string => {
  const [h, m] = time.split(':').map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * A booked fortnight for the demo doctor (this week and the next, Monday to Friday, dates from the day of the first
 * start): visits of the demo customer's workers in a clinic or at the client's site, some confirmed, some awaiting
 * the secretary's or the client's confirmation, one cancelled, and a weekly periodic meeting in Ambulatorio 2. Booked
 * by the secretary through the same command a person uses, so no-double-booking and the activity log hold as usual.
 * Seeded once: a start that finds the first appointment's stream leaves everything alone.
 */
export async function seedDemoAppointments(app: INestApplicationContext): Promise<void> {
  const store = app.get<EventStore>(EVENT_STORE);
  if ((await store.readStream(`${APPOINTMENT_STREAM_PREFIX}${demoId('appointment:0')}`, { toRevision: 0 })).length > 0) return;
  await app.get(ProjectionWaiter).waitFor(await store.headPosition(), 30_000);
  const db = app.get<Database>(DATABASE);
  // Workers without a visit yet (first visits): those due for a periodic one are left to 'Da fissare'.
  const { rows: workers } = await db.query<{ id: string; email: string | null }>(
    'SELECT id, email FROM workers WHERE customer_id = $1 AND NOT resigned AND next_visit IS NULL ORDER BY last_name, first_name, id LIMIT 40',
    [DEMO_CUSTOMER.id],
  );
  if (workers.length === 0) return;
  const commands = app.get(CommandBus);
  const principal = demoPrincipal('secretary', 'md', 6);
  const physician = demoId('user:medico');
  const today = ROME_DAY.format(new Date());
  const monday = demoScheduleMonday(today);
  const book = (n: number, request: AppointmentRequest) =>
    commands.execute(
      new BookAppointmentCommand(
        request,
        demoId(`appointment:${n}`),
        { bookFreeOccurrences: false, checkOnly: false },
        { context: commandContextOf(principal, `tutela-demo:appointment:${n}`), principal },
      ),
    );
  const base = {
    customer_id: DEMO_CUSTOMER.id,
    med_id: physician,
    multi: 0 as const,
    send_mail: 0 as const,
    send_mail_to_customer: 0 as const,
    recurring: 1 as const,
  };
  try {
    let n = 0;
    for (let day = 0; day < 12; day += 1) {
      if (day % 7 >= 5) continue;
      const date = addDays(monday, day);
      const afternoon = day % 7 === 1 || day % 7 === 3;
      const times = afternoon ? [...MORNING.slice(0, 3), ...AFTERNOON] : MORNING;
      for (const [i, time] of times.entries()) {
        const worker = workers[n % workers.length];
        const atClient = afternoon && i >= 3;
        await book(n, {
          ...base,
          worker_id: worker.id,
          visit: 1,
          appointment_date: date,
          appointment_date_end: date,
          appointment_time: time,
          appointment_time_end: plus(time, atClient ? 30 : 20),
          location: atClient ? 2 : 1,
          classroom_id: atClient ? null : DEMO_CALRESOURCES.ambulatorio1,
          resources: atClient ? [DEMO_CALRESOURCES.spirometro] : i === 0 ? [DEMO_CALRESOURCES.ecografo] : [],
          // Past days and most of this week are confirmed; the rest waits for the secretary (the header's badge) or the client.
          confirmed: day < 3 || n % 3 === 0 ? 1 : 0,
          require_coordination: n % 3 === 1 ? 'YES' : 'NO',
          user_id: n % 3 === 1 ? principal.userId : null,
          note: atClient ? 'Visite in azienda: portare lo spirometro' : null,
        });
        n += 1;
      }
    }
    // One appointment the client asked to cancel, kept in Fissati as 'Annullato'.
    await commands.execute(
      new CancelAppointmentCommand(demoId('appointment:4'), 'this', 'Lavoratore in ferie: da rifissare', {
        context: commandContextOf(principal, 'tutela-demo:appointment:4:cancel'),
        principal,
      }),
    );
    // The periodic meeting (art. 35), Wednesdays 16:00–17:00 for eight weeks.
    const firstWednesday = addDays(monday, 2);
    await book(1000, {
      ...base,
      multi: 1,
      select_workers: 0,
      visit: 3,
      appointment_date: firstWednesday,
      appointment_date_end: addDays(firstWednesday, 49),
      appointment_time: '16:00',
      appointment_time_end: '17:00',
      appointment_duration: 60,
      classroom_id: DEMO_CALRESOURCES.ambulatorio2,
      location: 1,
      recurring: 2,
      daysOfWeek: [3],
      confirmed: 1,
      note: 'Riunione periodica con RSPP e RLS',
    });
  } catch (error) {
    // Demo data never stops a start.
    new Logger('DemoSeed').warn(`Appuntamenti demo non creati: ${(error as Error).message}`);
  }
}
