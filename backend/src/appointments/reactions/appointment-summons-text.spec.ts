import { summonsBody, summonsPlace, summonsSubject, summonsSummary, type SummonsFacts } from './appointment-summons-text';

const facts: SummonsFacts = {
  reason: 'booked',
  slot: {
    date: '2026-12-03',
    endDate: '2026-12-03',
    startTime: '09:00',
    endTime: '09:30',
    start: '2026-12-03T08:00:00.000Z',
    end: '2026-12-03T08:30:00.000Z',
  },
  visit: 1,
  title: null,
  customerName: 'Rossi S.r.l.',
  physicianName: 'Bianchi Laura',
  place: 'Via Roma 1, Milano',
  note: 'A digiuno',
  cancelReason: null,
  entityName: 'Medicina del Lavoro S.r.l.',
  workerNames: ['Verdi Mario'],
};

describe('appointment summons text', () => {
  it('says what, when and where, by reason, in Italian', () => {
    expect(summonsSubject(facts)).toBe('Convocazione a visita medica del 03/12/2026 alle 09:00');
    expect(summonsSubject({ ...facts, reason: 'moved' })).toBe('Appuntamento spostato: visita medica del 03/12/2026 alle 09:00');
    expect(summonsSubject({ ...facts, reason: 'cancelled', visit: 2 })).toBe(
      'Appuntamento annullato: «Sopralluogo» del 03/12/2026 alle 09:00',
    );
    const allDay = { ...facts, slot: { ...facts.slot, startTime: null, endTime: null } };
    expect(summonsSubject(allDay)).toBe('Convocazione a visita medica del 03/12/2026 (tutto il giorno)');
    expect(summonsSummary(facts)).toBe('Visita medica – Rossi S.r.l.');
    expect(summonsSummary({ ...facts, visit: 4, title: 'Formazione', customerName: null })).toBe('Formazione');
  });

  it('greets the worker by name and the customer as a company, and names the attachment', () => {
    expect(summonsBody(facts, 'worker')).toBe(
      [
        'Gentile Verdi Mario,',
        '',
        'le comunichiamo la convocazione a visita medica:',
        '',
        'Data: 03/12/2026',
        'Ora: 09:00–09:30',
        'Luogo: Via Roma 1, Milano',
        'Medico: Bianchi Laura',
        'Azienda: Rossi S.r.l.',
        'Note: A digiuno',
        '',
        "Il file allegato (appuntamento.ics) aggiunge l'appuntamento al suo calendario.",
        '',
        'Cordiali saluti,',
        'Medicina del Lavoro S.r.l.',
      ].join('\n'),
    );
    const cancelled = summonsBody({ ...facts, reason: 'cancelled', cancelReason: 'Malattia' }, 'customer');
    expect(cancelled.startsWith('Spettabile Rossi S.r.l.,\n')).toBe(true);
    expect(cancelled).toContain('Lavoratori: Verdi Mario\n');
    expect(cancelled).toContain('Motivo: Malattia\n');
    expect(cancelled).toContain("toglie l'appuntamento dal suo calendario");
  });

  it('places the appointment at the address typed in, the clinic, or the customer site', () => {
    const base = { location: 1, locationAddress: null, clinic: null, customerName: 'Rossi S.r.l.' };
    expect(summonsPlace({ ...base, location: 3, locationAddress: ' Via Po 2 ' })).toBe('Via Po 2');
    expect(summonsPlace({ ...base, clinic: { name: 'Ambulatorio 1', address: 'Via Roma 1' } })).toBe('Ambulatorio 1, Via Roma 1');
    expect(summonsPlace({ ...base, location: 2 })).toBe('Sede di Rossi S.r.l.');
    expect(summonsPlace(base)).toBe('Ambulatorio del medico');
    expect(summonsPlace({ ...base, location: null })).toBeNull();
  });
});
