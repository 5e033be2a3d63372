import { STREAM_CATEGORIES } from '../event-store/event-envelope';
import { ACTIVITY_OPERATION_VALUES, ACTIVITY_SUBJECT_TYPES, activitySubjectType } from './activity-log';

describe('activity log constants', () => {
  it('uses the spec labels for operations and the four named subjects', () => {
    expect(ACTIVITY_OPERATION_VALUES).toEqual([
      'INSERIMENTO',
      'MODIFICA',
      'ELIMINAZIONE',
      'DOWNLOAD ESAME',
      'DOWNLOAD ESAMI',
      'VERIFICA INTEGRITÀ',
      'ESPORTAZIONE STORICO',
    ]);
    expect(activitySubjectType('worker')).toBe('LAVORATORE');
    expect(activitySubjectType('customer')).toBe('CLIENTE');
    expect(activitySubjectType('examination')).toBe('ESAME');
    expect(activitySubjectType('job')).toBe('MANSIONE');
  });

  it('has a subject type for every stream category', () => {
    for (const category of STREAM_CATEGORIES) expect(Object.keys(ACTIVITY_SUBJECT_TYPES)).toContain(category);
    expect(activitySubjectType('user')).toBe('UTENTE');
    expect(activitySubjectType('entity')).toBe('ENTE');
    expect(activitySubjectType('import')).toBe('IMPORTAZIONE');
  });

  it('keeps an unknown category visible instead of dropping it', () => {
    expect(activitySubjectType('ticket')).toBe('TICKET');
    expect(activitySubjectType('toString')).toBe('TOSTRING');
  });
});
