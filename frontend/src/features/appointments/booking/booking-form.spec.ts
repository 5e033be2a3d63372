import type { AppointmentConflict } from '@tutela/contracts';
import { bookedMessage, busyLines, firstErrors, initialRequest, refusedDates, toPayload, withSlot } from './booking-form';

const conflict = (requested_date: string): AppointmentConflict => ({
  kind: 'physician',
  id: 'm1',
  appointment_id: 'a1',
  date: requested_date,
  from: '09:00',
  to: '09:15',
  requested_date,
  requested_from: '09:00',
  requested_to: '09:15',
  text: '',
});

describe('booking form', () => {
  it('starts from the spec defaults under the screen prefill, without the worker label', () => {
    const request = initialRequest({ customer_id: 'c1', worker_id: 'w1', multi: 0, worker_label: 'Rossi Anna' }, '2027-03-01');
    expect(request).toMatchObject({ customer_id: 'c1', worker_id: 'w1', visit: 1, recurring: 1, send_mail: 0, send_mail_to_customer: 0 });
    expect(request.require_coordination_date).toBe('2027-03-01');
    expect('worker_label' in request).toBe(false);
    expect(initialRequest({ appointment_date: '2027-03-02' }, '2027-03-01').appointment_date_end).toBe('2027-03-02');
    expect(initialRequest({ multi: 1, selected: ['a'] }, '2027-03-01').send_mail_multi).toBe(0);
  });

  it('fills a clicked slot with a 15-minute end, keeping a series range that still fits', () => {
    const single = withSlot(initialRequest({}, '2027-03-01'), '2027-03-04', '10:00');
    expect(single).toMatchObject({
      appointment_date: '2027-03-04',
      appointment_date_end: '2027-03-04',
      appointment_time: '10:00',
      appointment_time_end: '10:15',
    });
    const series = { ...initialRequest({}, '2027-03-01'), recurring: 2 as const, appointment_date_end: '2027-04-30' };
    expect(withSlot(series, '2027-03-04', '10:00').appointment_date_end).toBe('2027-04-30');
    expect(withSlot(series, '2027-05-04', '10:00').appointment_date_end).toBe('2027-05-04');
    expect(withSlot(single, '2027-03-05', null)).toMatchObject({ appointment_time: null, appointment_time_end: null });
  });

  it('sends only what the chosen options use', () => {
    const payload = toPayload({
      ...initialRequest({ worker_id: 'w1' }, '2027-03-01'),
      title: 'ignored',
      note: '  ',
      mail_address: 'a@b.it',
      location: 2,
      location_address: 'via Roma',
      daysOfWeek: [3, 1],
      user_id: 'u1',
    });
    expect(payload).toMatchObject({ title: null, note: null, mail_address: null, location_address: null, daysOfWeek: null, user_id: null });
    expect(payload.worker_id).toBe('w1');
    const series = toPayload({ ...initialRequest({ multi: 1, selected: ['a'] }, '2027-03-01'), recurring: 2, daysOfWeek: [3, 1] });
    expect(series).toMatchObject({ daysOfWeek: [1, 3], worker_id: null, selected: ['a'], send_mail_multi: 0 });
  });

  it('reads the busy text, the refused dates and the success message', () => {
    expect(busyLines('')).toEqual([]);
    expect(busyLines('Occupato\nIl medico …\n')).toEqual(['Occupato', 'Il medico …']);
    const id = '1971095f-0980-53d5-823c-73af1f0067d3';
    expect(
      busyLines(`Il medico ${id} è già occupato (appuntamento e0082696-27a7-50fe-92c6-be67e3f22283)`, new Map([[id, 'Marco Bianchi']])),
    ).toEqual(['Il medico Marco Bianchi è già occupato']);
    expect(refusedDates([conflict('09/03/2027'), conflict('02/03/2027'), conflict('09/03/2027')])).toEqual(['02/03/2027', '09/03/2027']);
    expect(bookedMessage({ id: 'a', series_id: null, booked: [{ id: 'a', date: '2027-03-02' }], refused: [] })).toBe(
      'Appuntamento fissato',
    );
    const two = [
      { id: 'a', date: '2027-03-02' },
      { id: 'b', date: '2027-03-09' },
    ];
    expect(bookedMessage({ id: 'a', series_id: 's', booked: two, refused: [] })).toBe('2 appuntamenti fissati');
    expect(firstErrors({ med_id: ['Campo obbligatorio', 'altro'] })).toEqual({ med_id: 'Campo obbligatorio' });
  });
});
