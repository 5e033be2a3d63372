import { activitySummary } from './activity-summary';

const summary = (eventType: string, attributes: object) =>
  activitySummary({ eventType, operation: 'MODIFICA', subjectType: 'RISORSA', attributes } as Parameters<typeof activitySummary>[0]);

describe('calresource activity sentences', () => {
  it('names the record on creation and the changed fields on an edit', () => {
    expect(summary('CalResourceCreated', { type: 'resources', name: 'Ecografo' })).toBe('Risorsa «Ecografo» creata.');
    expect(summary('CalResourceCreated', { type: 'classrooms', name: 'Sala 1', capacity: 10 })).toBe('Ambulatorio «Sala 1» creato.');
    expect(summary('CalResourceUpdated', { calResourceId: 'r1', location: 'Bergamo', address: null, capacity: 12 })).toBe(
      'Risorsa modificata: luogo «Bergamo», indirizzo vuoto, capienza «12».',
    );
    expect(summary('CalResourceDeactivated', { calResourceId: 'r1' })).toBe('Risorsa disattivata.');
    expect(summary('CalResourceReactivated', { calResourceId: 'r1' })).toBe('Risorsa riattivata.');
  });
});
