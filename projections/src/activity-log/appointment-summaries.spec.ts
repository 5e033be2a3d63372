import type { RecordedEvent } from '@tutela/contracts';
import { bookedData, romeSlot } from '../appointments/appointment-event-fixtures';
import { activityLogRow } from './activity-log-row';
import { activitySummary } from './activity-summary';

const event = (type: string, data: object): RecordedEvent => ({
  id: 'ev',
  stream: 'appointment-a1',
  revision: 1,
  position: 7,
  type,
  schemaVersion: 1,
  data,
  metadata: {
    actorId: 'u1',
    actorName: 'Giulia Verdi',
    actorRole: 'secretary',
    entityId: 'en',
    customerId: 'k1',
    correlationId: 'c',
    causationId: null,
    commandId: 'c',
    occurredAt: '2026-05-20T10:00:00.000Z',
  },
});

describe('appointment activity', () => {
  it('lists a booking as INSERIMENTO under APPUNTAMENTO, in its customer, with the slot in Italian', () => {
    const row = activityLogRow(event('AppointmentBooked', bookedData({ appointmentId: 'a1', entityId: 'en' })));
    expect(row).toMatchObject({
      log_name: 'appointment',
      subject_type: 'APPUNTAMENTO',
      subject_id: 'a1',
      description: 'INSERIMENTO',
      causer_name: 'Giulia Verdi',
      customer_id: 'k1',
      summary: 'Appuntamento fissato per il 10/06/2026 dalle 09:00 alle 09:30 (Visita), da confermare.',
    });
  });

  it('names a series occurrence, a multi booking, a title and an all-day slot', () => {
    const data = bookedData({
      appointmentId: 'a1',
      entityId: 'en',
      confirmed: true,
      slot: { date: '2026-06-11', endDate: '2026-06-11', startTime: null, endTime: null, start: 'x', end: 'y' },
      series: { seriesId: 's1', occurrenceDate: '2026-06-11', firstDate: '2026-06-04', lastDate: '2026-06-25', daysOfWeek: [4] },
      details: {
        ...bookedData({ appointmentId: 'a', entityId: 'e' }).details,
        visit: 4,
        title: 'Formazione',
        multi: true,
        workerIds: ['w1', 'w2'],
      },
    });
    expect(activityLogRow(event('AppointmentBooked', data)).summary).toBe(
      'Appuntamento fissato per il 11/06/2026 (tutto il giorno) (Formazione), 2 lavoratori, occorrenza della serie dal 04/06/2026 al 25/06/2026, confermato.',
    );
  });

  it('says what a move, a cancellation, a confirmation and a completion did', () => {
    const moved = activityLogRow(
      event('AppointmentMoved', {
        appointmentId: 'a1',
        from: romeSlot('2026-06-10', '09:00', '09:30'),
        to: romeSlot('2026-06-12', '11:00', '11:30'),
        scope: 'following',
        confirmationReset: true,
      }),
    );
    expect(moved).toMatchObject({
      description: 'MODIFICA',
      summary:
        'Appuntamento spostato dal 10/06/2026 09:00 al 12/06/2026 11:00 (questa e le successive occorrenze della serie), da confermare di nuovo.',
    });
    expect(activityLogRow(event('AppointmentCancelled', { appointmentId: 'a1', scope: 'all', reason: 'Ferie' })).summary).toBe(
      'Appuntamento annullato (tutte le occorrenze della serie): motivo «Ferie».',
    );
    expect(activityLogRow(event('AppointmentCancelled', { appointmentId: 'a1', scope: 'this', reason: null })).summary).toBe(
      'Appuntamento annullato.',
    );
    expect(
      activityLogRow(event('AppointmentConfirmed', { appointmentId: 'a1', confirmedBy: { userId: 'c1', name: 'Anna Neri' } })).summary,
    ).toBe('Appuntamento confermato da Anna Neri.');
    expect(activityLogRow(event('AppointmentCompleted', { appointmentId: 'a1', examinationId: 'x1' })).summary).toBe(
      'Appuntamento concluso: visita iniziata.',
    );
  });

  it('names the recipients of a summons and why it was sent', () => {
    const recipients = [
      { address: 'mario.rossi@example.it', role: 'worker' },
      { address: 'hr@azienda.it', role: 'customer' },
    ];
    const queued = (reason: string) =>
      activityLogRow(event('AppointmentMailQueued', { appointmentId: 'a1', reason, recipients, outboxIds: [1, 2], causationEventId: 'e' }));
    expect(queued('booked')).toMatchObject({
      description: 'MODIFICA',
      summary: 'Convocazione inviata a mario.rossi@example.it, hr@azienda.it (appuntamento fissato).',
    });
    expect(queued('moved').summary).toBe('Convocazione inviata a mario.rossi@example.it, hr@azienda.it (appuntamento spostato).');
    expect(queued('cancelled').summary).toBe('Convocazione inviata a mario.rossi@example.it, hr@azienda.it (appuntamento annullato).');
  });

  it('falls back to the label when an event carries no data', () => {
    expect(
      activitySummary({ eventType: 'AppointmentConfirmed', operation: 'MODIFICA', subjectType: 'APPUNTAMENTO', attributes: null }),
    ).toBe('Appuntamento confermato.');
  });
});
