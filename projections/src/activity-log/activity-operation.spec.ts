import { activityOperation, subjectVerb } from './activity-operation';

describe('activityOperation', () => {
  it.each([
    ['WorkerCreated', 'worker', 'INSERIMENTO'],
    ['WorkerHired', 'worker', 'INSERIMENTO'],
    ['CustomerRegistered', 'customer', 'INSERIMENTO'],
    ['JobAdded', 'job', 'INSERIMENTO'],
    ['ChatOpened', 'chat', 'INSERIMENTO'],
    ['AppointmentScheduled', 'appointment', 'INSERIMENTO'],
    ['ImportStarted', 'import', 'INSERIMENTO'],
    ['DVRCreated', 'dvr', 'INSERIMENTO'],
    ['UserCreated', 'user', 'INSERIMENTO'],
    ['WorkerUpdated', 'worker', 'MODIFICA'],
    ['ExaminationSigned', 'examination', 'MODIFICA'],
    ['AppointmentRescheduled', 'appointment', 'MODIFICA'],
    ['UserDeactivated', 'user', 'MODIFICA'],
    ['UserPasswordChanged', 'user', 'MODIFICA'],
    ['CustomerDeleted', 'customer', 'ELIMINAZIONE'],
    ['ExaminationRemoved', 'examination', 'ELIMINAZIONE'],
    ['WorkerDeleted', 'worker', 'ELIMINAZIONE'],
    ['ExaminationDownloaded', 'examination', 'DOWNLOAD ESAME'],
    ['WorkerExaminationDownloaded', 'worker', 'DOWNLOAD ESAME'],
    ['ExaminationsZipDownloaded', 'customer', 'DOWNLOAD ESAMI'],
    ['WorkerExaminationsDownloaded', 'worker', 'DOWNLOAD ESAMI'],
    ['ExaminationBulkDownloaded', 'examination', 'DOWNLOAD ESAMI'],
  ])('%s on a %s stream is %s', (type, category, operation) => {
    expect(activityOperation(type, category)).toBe(operation);
  });

  it('treats granting and revoking a role as a change of the user, not its creation or deletion', () => {
    expect(activityOperation('UserRoleGranted', 'user')).toBe('MODIFICA');
    expect(activityOperation('UserRoleRevoked', 'user')).toBe('MODIFICA');
  });

  it('creates or deletes only when the verb applies to the subject itself', () => {
    expect(activityOperation('WorkerHazardAdded', 'worker')).toBe('MODIFICA');
    expect(activityOperation('WorkerHazardRemoved', 'worker')).toBe('MODIFICA');
    expect(activityOperation('HealthProtocolCreated', 'worker')).toBe('MODIFICA');
    expect(activityOperation('CustomerFactoryDeleted', 'customer')).toBe('MODIFICA');
    expect(activityOperation('ChatMessageAdded', 'chat')).toBe('MODIFICA');
    // "Workers…" is not "Worker" followed by a verb.
    expect(activityOperation('WorkersDeleted', 'worker')).toBe('MODIFICA');
  });

  it('reads the insertion of a factory or a department into a customer as INSERIMENTO', () => {
    expect(activityOperation('FactoryAdded', 'customer')).toBe('INSERIMENTO');
    expect(activityOperation('DepartmentAdded', 'customer')).toBe('INSERIMENTO');
    // Changing them still changes the customer.
    expect(activityOperation('FactoryUpdated', 'customer')).toBe('MODIFICA');
    expect(activityOperation('DepartmentRenamed', 'customer')).toBe('MODIFICA');
  });

  it('falls back to MODIFICA for anything it does not recognise', () => {
    expect(activityOperation('SomethingHappened', 'worker')).toBe('MODIFICA');
    expect(activityOperation('Created', '')).toBe('MODIFICA');
  });

  it('splits the verb from the subject name case-insensitively', () => {
    expect(subjectVerb('DvrUpdated', 'dvr')).toBe('Updated');
    expect(subjectVerb('WorkerHazardAdded', 'worker')).toBe('HazardAdded');
    expect(subjectVerb('HazardAdded', 'worker')).toBeNull();
  });
});
