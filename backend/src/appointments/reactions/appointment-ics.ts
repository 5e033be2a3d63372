import { addDays, type AppointmentSlot } from '@tutela/contracts';

/**
 * The .ics attached to an appointment's summons (RFC 5545, one VEVENT). Written here rather than with a library:
 * one event with a dozen properties needs only the escaping and the line folding below, both tested.
 * Calendars match a REQUEST or CANCEL to the event they hold by UID, and take it over the one they hold when its
 * SEQUENCE is higher: the stream revision of the causing event always is.
 */
export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  /** `<appointment id>@tutela`. */
  uid: string;
  sequence: number;
  /** DTSTAMP: when the causing event happened (an ISO instant), so the same event always gives the same file. */
  stamp: string;
  /** The slot: instants in UTC, or DATE values for an all-day booking (no start time). */
  slot: AppointmentSlot;
  summary: string;
  location: string | null;
  description: string | null;
  organizer: { name: string; address: string };
  attendees: readonly string[];
}

const CRLF = '\r\n';

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN): quoted, without the double quotes and control characters it may not hold (§3.1). */
function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, ' ').trim()}"`;
}

/**
 * A content line folded at 75 octets (§3.1): each continuation starts with a space, and a UTF-8 character is never
 * split (an 'è' is two octets, a '–' three).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation 74 besides its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 2026-12-03T08:00:00.000Z → 20261203T080000Z. */
export function utcDateTime(instant: string): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

const dateValue = (date: string) => date.replace(/-/g, '');

export function calendarInvite(invite: CalendarInvite): string {
  const { slot } = invite;
  const allDay = slot.startTime === null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tutela//Appuntamenti//IT',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${utcDateTime(invite.stamp)}`,
    `SEQUENCE:${invite.sequence}`,
    // An all-day booking's DTEND is the day after its last date (DATE values: the end is exclusive).
    allDay ? `DTSTART;VALUE=DATE:${dateValue(slot.date)}` : `DTSTART:${utcDateTime(slot.start)}`,
    allDay ? `DTEND;VALUE=DATE:${dateValue(addDays(slot.endDate, 1))}` : `DTEND:${utcDateTime(slot.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`] : []),
    ...(invite.description ? [`DESCRIPTION:${escapeText(invite.description)}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${invite.organizer.address}`,
    ...invite.attendees.map((address) => `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${address}`),
    `STATUS:${invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The attachment's MIME type: the method is repeated there, as calendar clients expect (RFC 6047 §2.4). */
export const calendarContentType = (method: CalendarInvite['method']) => `text/calendar; charset=utf-8; method=${method}`;
