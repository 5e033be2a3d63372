import { calendarInvite, escapeText, foldLine, type CalendarInvite } from './appointment-ics';

const invite: CalendarInvite = {
  method: 'REQUEST',
  uid: 'a1@tutela',
  sequence: 0,
  stamp: '2026-11-20T10:15:30.123Z',
  slot: {
    date: '2026-12-03',
    endDate: '2026-12-03',
    startTime: '09:00',
    endTime: '09:30',
    start: '2026-12-03T08:00:00.000Z',
    end: '2026-12-03T08:30:00.000Z',
  },
  summary: 'Visita medica – Rossi S.r.l.',
  location: 'Ambulatorio 1, Via Roma 1; Milano',
  description: 'Portare gli occhiali\nA digiuno',
  organizer: { name: 'Medicina "del" Lavoro', address: 'noreply@tutela.test' },
  attendees: ['mario.rossi@example.it'],
};

describe('appointment .ics', () => {
  it('writes one VEVENT with CRLF lines, UTC instants, escaped text and the method', () => {
    const ics = calendarInvite(invite);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Tutela//Appuntamenti//IT',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:a1@tutela',
      'DTSTAMP:20261120T101530Z',
      'SEQUENCE:0',
      'DTSTART:20261203T080000Z',
      'DTEND:20261203T083000Z',
      'SUMMARY:Visita medica – Rossi S.r.l.',
      'LOCATION:Ambulatorio 1\\, Via Roma 1\\; Milano',
      'DESCRIPTION:Portare gli occhiali\\nA digiuno',
      'ORGANIZER;CN="Medicina  del  Lavoro":mailto:noreply@tutela.test',
      'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:mario.rossi@example.it',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('gives an all-day booking DATE values ending the day after, and a cancellation CANCEL and CANCELLED', () => {
    const allDay = calendarInvite({
      ...invite,
      method: 'CANCEL',
      sequence: 3,
      slot: { ...invite.slot, endDate: '2026-12-31', startTime: null, endTime: null },
    });
    expect(allDay).toContain('\r\nDTSTART;VALUE=DATE:20261203\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(allDay).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(allDay).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(allDay).toContain('\r\nSEQUENCE:3\r\n');
  });

  it('escapes backslashes first, and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const line = `DESCRIPTION:${'è'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });
});
