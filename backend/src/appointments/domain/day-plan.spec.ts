import { romeInstant } from '@tutela/contracts';
import { planDay } from './day-plan';

const workers = ['Rossi Anna', 'Bianchi Luca', 'Verdi Sara', 'Neri Paolo'].map((name, index) => ({
  workerId: `w${index}`,
  name,
  nextVisit: `2038-01-0${index + 1}`,
}));
const DAY = { date: '2038-02-01', startMinutes: 9 * 60, endMinutes: 10 * 60, minutes: 20 };

describe('planDay', () => {
  it('gives each due worker the next slot, in order, and leaves those the day has no room for', () => {
    const plan = planDay(workers, [], DAY);
    expect(plan.rows.map((row) => `${row.name} ${row.appointment_time}–${row.appointment_time_end}`)).toEqual([
      'Rossi Anna 09:00–09:20',
      'Bianchi Luca 09:20–09:40',
      'Verdi Sara 09:40–10:00',
    ]);
    expect(plan.unplanned.map((worker) => worker.worker_id)).toEqual(['w3']);
  });

  it("steps over the physician's held time on the plan's own grid", () => {
    const held = [{ from: romeInstant('2038-02-01', '09:10'), to: romeInstant('2038-02-01', '09:30') }];
    const plan = planDay(workers, held, { ...DAY, endMinutes: 11 * 60 });
    expect(plan.rows.map((row) => row.appointment_time)).toEqual(['09:40', '10:00', '10:20', '10:40']);
  });
});
