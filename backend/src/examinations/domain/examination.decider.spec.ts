import { EXAMINATION_MESSAGES, type ExaminationStartedData } from '@tutela/contracts';
import { deciderSpec } from '../../shared/testing/decider-specification';
import type { ExaminationActor, SaveExamination } from './examination-commands';
import { examinationDecider, type ExaminationEvent } from './examination.decider';

const NOW = '2026-03-02T10:00:00.000Z';
const doctor: ExaminationActor = { id: 'u-doc', name: 'Dott. Rossi', roles: ['doctor'], role: 'doctor' };
const specializing: ExaminationActor = { id: 'u-spec', name: 'Dott. Bianchi', roles: ['specializing'], role: 'specializing' };
const nurse: ExaminationActor = { id: 'u-nurse', name: 'Inf. Verdi', roles: ['nurse'], role: 'nurse' };
const secretary: ExaminationActor = { id: 'u-sec', name: 'Sig. Neri', roles: ['secretary'], role: 'secretary' };

const started: ExaminationStartedData = {
  examinationId: 'e1',
  kind: 'VIS',
  typeId: 10,
  workerId: 'w1',
  entityId: 'en1',
  customerId: 'c1',
  factoryId: null,
  examinationDate: '2026-03-02',
  timeKey: 't1',
  jobId: null,
  jobName: null,
  hazards: [],
  doctorId: 'u-doc',
  formCode: 'VIS',
  formVersion: 1,
};
const startedEvent: ExaminationEvent = { type: 'ExaminationStarted', data: started };

function save(overrides: Partial<SaveExamination> = {}): SaveExamination {
  return {
    type: 'SaveExamination',
    start: null,
    status: 'NF',
    data: { giudizio: 'ID' },
    formCode: 'VIS',
    formVersion: 1,
    examinationDate: '2026-03-02',
    actor: doctor,
    now: NOW,
    performedTypeIds: [10],
    nextVisitPeriod: null,
    nextVisitDate: '2027-03-02',
    ...overrides,
  };
}

const signed = (version: number, data: Record<string, unknown> = { giudizio: 'ID' }): ExaminationEvent => ({
  type: 'ExaminationSigned',
  data: {
    examinationId: 'e1',
    version,
    data,
    formCode: 'VIS',
    formVersion: 1,
    outcome: 'ID',
    outcomeBis: null,
    examinationDate: '2026-03-02',
    signedBy: { id: 'u-doc', name: 'Dott. Rossi', role: 'doctor' },
    signedAt: NOW,
    performedTypeIds: [10],
    nextVisitPeriod: null,
    nextVisitDate: '2027-03-02',
  },
});
const reopened = (archivedVersion: number): ExaminationEvent => ({
  type: 'ExaminationReopened',
  data: { examinationId: 'e1', archivedVersion, reopenedBy: { id: 'u-doc', name: 'Dott. Rossi', role: 'doctor' }, reopenedAt: NOW },
});

const spec = deciderSpec(examinationDecider);

describe('examination decider', () => {
  describe('start and save', () => {
    it('starts a new visit and saves its data in one command', () => {
      spec
        .given([])
        .when(save({ start: started }))
        .then([
          startedEvent,
          {
            type: 'ExaminationDataSaved',
            data: {
              examinationId: 'e1',
              data: { giudizio: 'ID' },
              formCode: 'VIS',
              formVersion: 1,
              outcome: 'ID',
              outcomeBis: null,
              examinationDate: '2026-03-02',
              status: 'NF',
            },
          },
        ]);
    });

    it('refuses to save an unknown visit without a start', () => {
      spec.given([]).when(save()).thenFails('not_found', EXAMINATION_MESSAGES.NOT_FOUND);
    });

    it('refuses NF without giudizio', () => {
      spec
        .given([startedEvent])
        .when(save({ data: {} }))
        .thenFails('validation', EXAMINATION_MESSAGES.GIUDIZIO_REQUIRED, 'giudizio');
    });

    it('lets a pending visit (ATT) be saved without giudizio', () => {
      spec
        .given([startedEvent])
        .when(save({ status: 'ATT', data: { note: 'in attesa' } }))
        .then([
          {
            type: 'ExaminationDataSaved',
            data: {
              examinationId: 'e1',
              data: { note: 'in attesa' },
              formCode: 'VIS',
              formVersion: 1,
              outcome: null,
              outcomeBis: null,
              examinationDate: '2026-03-02',
              status: 'ATT',
            },
          },
        ]);
    });

    it('IL needs limitazioni, IP prescrizioni, IPL both', () => {
      spec
        .given([startedEvent])
        .when(save({ data: { giudizio: 'IL' } }))
        .thenFails('validation', EXAMINATION_MESSAGES.LIMITAZIONI_REQUIRED, 'limitazioni');
      spec
        .given([startedEvent])
        .when(save({ data: { giudizio: 'IP', limitazioni: 'x' } }))
        .thenFails('validation', EXAMINATION_MESSAGES.PRESCRIZIONI_REQUIRED, 'prescrizioni');
      spec
        .given([startedEvent])
        .when(save({ data: { giudizio: 'IPL', limitazioni: ' ' } }))
        .thenFails('validation', EXAMINATION_MESSAGES.BOTH_REQUIRED, 'prescrizioni');
      spec
        .given([startedEvent])
        .when(save({ status: 'FI', data: { giudizio: 'IPL' } }))
        .thenFails('validation', EXAMINATION_MESSAGES.BOTH_REQUIRED, 'limitazioni');
    });

    it('refuses a save by a role that does not fill the form (nurse, secretary)', () => {
      spec
        .given([startedEvent])
        .when(save({ actor: nurse }))
        .thenFails('forbidden', EXAMINATION_MESSAGES.EDIT_FORBIDDEN);
      spec
        .given([])
        .when(save({ actor: secretary, start: started }))
        .thenFails('forbidden', EXAMINATION_MESSAGES.EDIT_FORBIDDEN);
    });

    it('refuses a save of a signed visit until it is reopened', () => {
      spec
        .given([startedEvent, signed(1)])
        .when(save())
        .thenFails('validation', EXAMINATION_MESSAGES.SIGNED_READ_ONLY, 'status');
    });

    it('records no giudizio for disability and vaccination records', () => {
      const record = { ...started, kind: 'INV' as const, typeId: 22, formCode: 'INV' };
      spec
        .given([])
        .when(save({ start: record, data: { percentuale: 40 }, formCode: 'INV' }))
        .then([
          { type: 'ExaminationStarted', data: record },
          {
            type: 'ExaminationDataSaved',
            data: {
              examinationId: 'e1',
              data: { percentuale: 40 },
              formCode: 'INV',
              formVersion: 1,
              outcome: null,
              outcomeBis: null,
              examinationDate: '2026-03-02',
              status: 'NF',
            },
          },
        ]);
    });
  });

  describe('sign', () => {
    it('signs version 1 with the whole data and who signed', () => {
      spec
        .given([startedEvent])
        .when(save({ status: 'FI', performedTypeIds: [10, 15, 10] }))
        .then([{ ...signed(1), data: { ...(signed(1).data as object), performedTypeIds: [10, 15] } } as ExaminationEvent]);
    });

    it('refuses specializing doctors', () => {
      spec
        .given([startedEvent])
        .when(save({ status: 'FI', actor: specializing }))
        .thenFails('forbidden', EXAMINATION_MESSAGES.SIGN_FORBIDDEN);
    });

    it('lets specializing doctors save NF', () => {
      const events = examinationDecider.decide(
        save({ actor: specializing }),
        examinationDecider.evolve(examinationDecider.initialState(), startedEvent),
      );
      expect(events.map((event) => event.type)).toEqual(['ExaminationDataSaved']);
    });

    it('signs version 2 after a reopening', () => {
      spec
        .given([startedEvent, signed(1), reopened(1)])
        .when(save({ status: 'FI' }))
        .then([signed(2)]);
    });
  });

  describe('reopen', () => {
    it('archives the signed version', () => {
      spec
        .given([startedEvent, signed(1)])
        .when({ type: 'ReopenExamination', actor: doctor, now: NOW })
        .then([reopened(1)]);
    });

    it('lets specializing doctors reopen', () => {
      spec
        .given([startedEvent, signed(1)])
        .when({ type: 'ReopenExamination', actor: specializing, now: NOW })
        .then([
          {
            ...reopened(1),
            data: { ...(reopened(1).data as object), reopenedBy: { id: 'u-spec', name: 'Dott. Bianchi', role: 'specializing' } },
          } as ExaminationEvent,
        ]);
    });

    it('refuses nurses', () => {
      spec
        .given([startedEvent, signed(1)])
        .when({ type: 'ReopenExamination', actor: nurse, now: NOW })
        .thenFails('forbidden', EXAMINATION_MESSAGES.REOPEN_FORBIDDEN);
    });

    it('refuses a visit that is not signed', () => {
      spec
        .given([startedEvent])
        .when({ type: 'ReopenExamination', actor: doctor, now: NOW })
        .thenFails('validation', EXAMINATION_MESSAGES.NOT_SIGNED_CANNOT_REOPEN);
    });
  });

  describe('files', () => {
    const file = { fileId: 'f1', fileName: 'referto.pdf', mimeType: 'application/pdf', size: 10, sha256: 'ab' };
    it('attaches once, deletes as an event', () => {
      spec
        .given([startedEvent])
        .when({ type: 'AttachExaminationFile', actor: doctor, file })
        .then([{ type: 'ExaminationFileAttached', data: { examinationId: 'e1', ...file } }]);
      spec
        .given([startedEvent, { type: 'ExaminationFileAttached', data: { examinationId: 'e1', ...file } }])
        .when({ type: 'AttachExaminationFile', actor: doctor, file })
        .thenNothing();
      spec
        .given([startedEvent, { type: 'ExaminationFileAttached', data: { examinationId: 'e1', ...file } }])
        .when({ type: 'DeleteExaminationFile', actor: doctor, fileId: 'f1' })
        .then([{ type: 'ExaminationFileDeleted', data: { examinationId: 'e1', fileId: 'f1' } }]);
    });

    it('refuses deleting an unknown file and attaching by a nurse', () => {
      spec
        .given([startedEvent])
        .when({ type: 'DeleteExaminationFile', actor: doctor, fileId: 'nope' })
        .thenFails('not_found', EXAMINATION_MESSAGES.FILE_NOT_FOUND);
      spec
        .given([startedEvent])
        .when({ type: 'AttachExaminationFile', actor: nurse, file })
        .thenFails('forbidden', EXAMINATION_MESSAGES.EDIT_FORBIDDEN);
    });
  });
});
