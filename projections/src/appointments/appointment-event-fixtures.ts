import type { AppointmentBookedData, AppointmentDetails, AppointmentSlot } from '@tutela/contracts';

/** A slot on a Rome wall-clock date (June: UTC+2), for the read model's specs. */
export function romeSlot(date: string, startTime: string, endTime: string): AppointmentSlot {
  const instant = (time: string) => new Date(`${date}T${time}:00+02:00`).toISOString();
  return { date, endDate: date, startTime, endTime, start: instant(startTime), end: instant(endTime) };
}

/** An AppointmentBooked's data, a single visit unless `overrides` say otherwise. */
export function bookedData(
  overrides: Partial<Omit<AppointmentBookedData, 'details'>> &
    Pick<AppointmentBookedData, 'appointmentId' | 'entityId'> & { details?: Partial<AppointmentDetails> },
): AppointmentBookedData {
  return {
    customerId: 'k1',
    physicianId: 'doc1',
    resourceIds: ['spiro'],
    clinicId: 'amb1',
    slot: romeSlot('2026-06-10', '09:00', '09:30'),
    series: null,
    confirmed: false,
    ...overrides,
    details: {
      visit: 1,
      title: null,
      multi: false,
      workerIds: ['w1'],
      durationMinutes: null,
      examinations: ['spirometria'],
      addExaminationProtocol: false,
      location: 1,
      locationAddress: null,
      note: null,
      mail: { worker: false, workers: false, customer: false, workerAddresses: [], customerAddresses: [] },
      coordination: { required: true, userId: 'coord1', date: '2026-06-01' },
      ...overrides.details,
    },
  };
}
