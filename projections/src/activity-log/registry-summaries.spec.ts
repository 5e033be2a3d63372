import { PERIOD_VDT } from '@tutela/contracts';
import { activityOperation } from './activity-operation';
import { activitySummary } from './activity-summary';

describe('registry summaries in the activity log', () => {
  it('names the hazards and their frequency, and says when the change went to the active workers', () => {
    expect(
      activitySummary({
        eventType: 'JobHazardsSet',
        operation: 'MODIFICA',
        subjectType: 'MANSIONE',
        attributes: {
          jobId: 'j',
          hazards: [
            { hazardId: 'RUMORE', evaluationDate: null, expositionDays: 200, frequency: 4, formData: { LEXD: 86 } },
            { hazardId: 'VDT', evaluationDate: null, expositionDays: null, frequency: null, formData: null },
          ],
          propagate: true,
        },
      }),
    ).toBe(
      'Rischi della mansione modificati: rischi «Rumore (più di quattro ore al giorno), Uso di videoterminali», applicato anche ai lavoratori attivi.',
    );
    expect(
      activitySummary({
        eventType: 'WorkerHazardsSet',
        operation: 'MODIFICA',
        subjectType: 'LAVORATORE',
        attributes: { workerId: 'w', hazards: [] },
      }),
    ).toBe('Rischi del lavoratore modificati: nessun rischio.');
  });

  it('lists the protocol with the period labels, marking a propagated one', () => {
    expect(
      activitySummary({
        eventType: 'WorkerHealthProtocolSet',
        operation: 'MODIFICA',
        subjectType: 'LAVORATORE',
        attributes: {
          workerId: 'w',
          protocol: [
            { examinationTypeId: 10, period: 12, periodInJob: null },
            { examinationTypeId: 20, period: PERIOD_VDT },
          ],
          propagatedFromJobId: 'j',
        },
      }),
    ).toBe(
      'Protocollo sanitario del lavoratore modificato: protocollo «Visita medica periodica: ANNUALE, Visita videoterminalisti: VDT (5,2)», dalla mansione.',
    );
  });

  it('says which job a worker got, and labels the job events', () => {
    expect(
      activitySummary({
        eventType: 'WorkerJobAssigned',
        operation: 'MODIFICA',
        subjectType: 'LAVORATORE',
        attributes: {
          workerId: 'w',
          customerId: 'c',
          factoryId: null,
          departmentId: null,
          jobId: 'j',
          jobName: 'Magazziniere',
          altJobIds: ['a'],
          resetHealthProtocol: true,
        },
      }),
    ).toBe(
      'Mansione assegnata al lavoratore: mansione «Magazziniere», mansioni alternative: 1, rischi e protocollo sanitario ripresi dalla mansione.',
    );
    expect(
      activitySummary({
        eventType: 'JobCreated',
        operation: 'INSERIMENTO',
        subjectType: 'MANSIONE',
        attributes: { jobId: 'j', name: 'Autista', level: 2, jobType: 'JOB' },
      }),
    ).toBe('Inserimento mansione: nome «Autista», livello «2», tipo mansione «mansione».');
    expect(activityOperation('JobRetired', 'job')).toBe('ELIMINAZIONE');
  });
});
