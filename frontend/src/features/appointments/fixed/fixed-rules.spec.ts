import type { AppointmentRow } from '@tutela/contracts';
import { initialListState } from '../../../components/list/list-state';
import { conflictLine, describeChangeFailure } from './change-errors';
import { ApiError } from '../../../lib/api-error';
import { CONCURRENT_EDIT_MESSAGE } from '../../../lib/concurrent-edit';
import {
  confirmedParam,
  fixedDefaultFilters,
  mayChange,
  mayOfferConfirm,
  mayStartVisit,
  romeToday,
  timeRangeLabel,
  visitLabel,
  withConfirmedFilter,
} from './fixed-rules';
import { daysBetween, moveBody, validateMove } from './move-rules';
import { locationLabel, workersLabel } from './fixed-columns';

const row = (overrides: Partial<AppointmentRow> = {}): AppointmentRow => ({
  id: 'a-1',
  series_id: null,
  occurrence_date: null,
  customer_id: 'c-1',
  customer_name: 'Acme',
  med_id: 'm-1',
  med_name: 'Rossi Mario',
  resources: [],
  classroom_id: null,
  workers: ['w-1'],
  worker_names: ['Verdi Anna'],
  classroom_name: null,
  resource_names: [],
  mails: [],
  multi: 0,
  visit: 1,
  title: null,
  examinations: [],
  start: '2027-02-01T08:00:00Z',
  end: '2027-02-01T08:30:00Z',
  all_day: false,
  appointment_date: '2027-02-01',
  appointment_time: '09:00',
  appointment_date_end: '2027-02-01',
  appointment_time_end: '09:30',
  location: 1,
  location_address: null,
  note: null,
  confirmed: 0,
  status: 'booked',
  require_coordination: 'NO',
  user_id: null,
  examination_id: null,
  revision: 3,
  created_at: '',
  updated_at: '',
  ...overrides,
});

describe('Fissati rules', () => {
  it('takes today in Rome, not in the browser’s zone, and defaults to 30 days of booked appointments', () => {
    expect(romeToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(fixedDefaultFilters('2027-01-20').extra).toEqual({
      from: '2027-01-20',
      to: '2027-02-19',
      med: '',
      confirmed: '',
      status: 'booked',
    });
  });

  it('labels times, visit types and workers', () => {
    expect(timeRangeLabel(row())).toBe('09:00–09:30');
    expect(timeRangeLabel(row({ all_day: true, appointment_time: null, appointment_time_end: null }))).toBe('Tutto il giorno');
    expect(visitLabel(row({ visit: 4, title: 'Formazione' }))).toBe('Altro: Formazione');
    expect(visitLabel(row())).toBe('Visita');
    expect(workersLabel(row())).toBe('Verdi Anna');
    expect(workersLabel(row({ workers: ['a', 'b'], worker_names: [] }))).toBe('2 lavoratori');
    expect(workersLabel(row({ workers: [], worker_names: [] }))).toBe('—');
    expect(locationLabel(row({ location: 4, classroom_name: 'Ambulatorio 1' }))).toBe('Ambulatorio del fornitore: Ambulatorio 1');
  });

  it('offers Conferma to customer-side users and the coordinator, on booked unconfirmed rows only', () => {
    const staff = { userId: 'u-1', customerSide: false };
    expect(mayOfferConfirm(row(), { userId: 'x', customerSide: true })).toBe(true);
    expect(mayOfferConfirm(row({ user_id: 'u-1' }), staff)).toBe(true);
    expect(mayOfferConfirm(row(), staff)).toBe(false);
    expect(mayOfferConfirm(row({ confirmed: 1 }), { userId: 'x', customerSide: true })).toBe(false);
    expect(mayOfferConfirm(row({ status: 'cancelled' }), { userId: 'x', customerSide: true })).toBe(false);
  });

  it('offers Sposta, Annulla and Inizia visita to staff from level 6 on booked rows', () => {
    expect(mayChange(row(), { customerSide: false, level: 6 })).toBe(true);
    expect(mayChange(row(), { customerSide: false, level: 5 })).toBe(false);
    expect(mayChange(row(), { customerSide: true, level: 9 })).toBe(false);
    expect(mayChange(row({ status: 'completed' }), { customerSide: false, level: 9 })).toBe(false);
    expect(mayStartVisit(row({ workers: ['a', 'b'] }), { customerSide: false, level: 9 })).toBe(false);
    expect(mayStartVisit(row(), { customerSide: false, level: 6 })).toBe(true);
  });

  it('reads the badge’s confirmed=0 over the saved filters', () => {
    expect(confirmedParam('0')).toBe('0');
    expect(confirmedParam(1)).toBe('1');
    expect(confirmedParam('x')).toBeUndefined();
    const saved = { ...initialListState({ extra: { from: '2027-01-01', status: 'cancelled', confirmed: '1' } }), pageIndex: 4 };
    const next = withConfirmedFilter(saved, '0');
    expect(next.pageIndex).toBe(0);
    expect(next.filters.extra).toEqual({ from: '2027-01-01', status: 'booked', confirmed: '0' });
  });
});

describe('Sposta', () => {
  it('checks dates and times, and series scopes need both times', () => {
    expect(validateMove({ scope: 'this', date: '', start: '', end: '' })).toEqual({ appointment_date: 'Campo obbligatorio' });
    expect(validateMove({ scope: 'this', date: '2027-02-02', start: '', end: '' })).toEqual({});
    expect(validateMove({ scope: 'this', date: '2027-02-02', start: '9', end: '10:00' }).appointment_time).toMatch(/hh:mm/);
    expect(validateMove({ scope: 'this', date: '2027-02-02', start: '10:00', end: '09:00' }).appointment_time_end).toMatch(/successiva/);
    expect(validateMove({ scope: 'all', date: '', start: '', end: '' })).toEqual({
      appointment_time: 'Campo obbligatorio',
      appointment_time_end: 'Campo obbligatorio',
    });
  });

  it('keeps a multi-day booking’s length, and a series occurrence’s own dates for following/all', () => {
    expect(daysBetween('2027-02-01', '2027-02-03')).toBe(2);
    const long = row({ appointment_date_end: '2027-02-03' });
    expect(moveBody(long, { scope: 'this', date: '2027-03-30', start: '', end: '' })).toEqual({
      scope: 'this',
      appointment_date: '2027-03-30',
      appointment_date_end: '2027-04-01',
      appointment_time: null,
      appointment_time_end: null,
      revision: 3,
    });
    const occurrence = row({ series_id: 's-1' });
    expect(moveBody(occurrence, { scope: 'following', date: '2027-09-09', start: '10:00', end: '10:30' })).toMatchObject({
      appointment_date: '2027-02-01',
      appointment_date_end: '2027-02-01',
      appointment_time: '10:00',
    });
  });

  it('says who is busy without ids', () => {
    const conflict = { kind: 'physician', id: 'm-1', appointment_id: 'x', date: '01/02/2027', from: '09:00', to: '09:30' } as const;
    expect(conflictLine({ ...conflict, requested_date: '', requested_from: '', requested_to: '', text: '' }, row())).toBe(
      'Il medico Rossi Mario è già occupato il 01/02/2027 dalle 09:00 alle 09:30',
    );
    expect(
      conflictLine({ ...conflict, kind: 'resource', id: 'r', requested_date: '', requested_from: '', requested_to: '', text: '' }, row()),
    ).toBe('Una risorsa è già occupata il 01/02/2027 dalle 09:00 alle 09:30');
  });

  it('tells a busy slot from a concurrent edit', () => {
    const conflict = { kind: 'physician', text: 'Il medico è già occupato' };
    const busy = describeChangeFailure(new ApiError(409, 'Occupato', undefined, { message: 'Occupato', conflicts: [conflict] }));
    expect(busy.message).toBe('Occupato');
    expect(busy.conflicts).toHaveLength(1);
    expect(describeChangeFailure(new ApiError(409, '')).message).toBe(CONCURRENT_EDIT_MESSAGE);
    expect(describeChangeFailure(new ApiError(422, 'Errore', { appointment_time: ['Orario non valido'] })).fields).toEqual({
      appointment_time: 'Orario non valido',
    });
  });
});
