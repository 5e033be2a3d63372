import type { ChatDetail, RecordedEvent } from '@tutela/contracts';
import type { Principal } from '../auth/principal';
import { foldSteps, stateAt } from './domain/record-timeline';
import { chatEntrySummary, chatHistoryFields, chatHistoryFold } from '../chats/history/chat.history-kind';
import { entityDetailAt, entityHistoryFold } from '../users/history/entity.history-kind';
import { jobDetailAt, jobHistoryFold } from '../jobs/history/job.history-kind';
import { examinationHistoryFields, examinationHistoryFold } from '../examinations/history/examination.history-kind';

function recorded(stream: string, revision: number, type: string, data: object): RecordedEvent {
  return {
    id: `${stream}-${revision}`,
    stream,
    revision,
    position: revision + 1,
    type,
    schemaVersion: 1,
    data,
    metadata: {
      actorId: 'medico',
      actorName: 'Marco Bianchi',
      actorRole: 'doctor',
      entityId: 'e',
      correlationId: 'c',
      causationId: null,
      commandId: 'c',
      occurredAt: `2026-0${revision + 1}-15T10:00:00.000Z`,
    },
  } as RecordedEvent;
}

const VISIT = 'examination-v';
const common = { examinationId: 'v', formCode: 'VIS', examinationDate: '2026-03-02', outcome: null, outcomeBis: null };
const visitEvents = [
  recorded(VISIT, 0, 'ExaminationStarted', {
    examinationId: 'v',
    kind: 'VIS',
    typeId: 10,
    workerId: 'w',
    entityId: 'e',
    customerId: 'c',
    factoryId: null,
    examinationDate: '2026-03-02',
    timeKey: 'k',
    jobId: null,
    jobName: null,
    hazards: [],
    doctorId: null,
    formCode: 'VIS',
    formVersion: 1,
  }),
  recorded(VISIT, 1, 'ExaminationDataSaved', { ...common, formVersion: 1, status: 'NF', data: { anamnesi: 'nessuna' } }),
  recorded(VISIT, 2, 'ExaminationSigned', {
    ...common,
    formVersion: 2,
    data: { anamnesi: 'nessuna', giudizio: 'IDONEO' },
    version: 1,
    signedBy: { id: 'medico', name: 'Marco Bianchi', role: 'doctor' },
    signedAt: '2026-03-15T10:00:00.000Z',
    performedTypeIds: [10],
    nextVisitPeriod: 12,
    nextVisitDate: '2027-03-02',
  }),
  recorded(VISIT, 3, 'ExaminationFileAttached', {
    examinationId: 'v',
    fileId: 'f',
    fileName: 'ecg.pdf',
    mimeType: 'application/pdf',
    size: 3,
    sha256: 'x',
  }),
  recorded(VISIT, 4, 'ExaminationReopened', {
    examinationId: 'v',
    archivedVersion: 1,
    reopenedBy: { id: 'medico', name: 'Marco Bianchi', role: 'doctor' },
    reopenedAt: '2026-05-15',
  }),
  recorded(VISIT, 5, 'ExaminationFutureEvent', { examinationId: 'v' }),
];

describe('examination history kind', () => {
  it("diffs the visit's form data, its form version and its state", () => {
    const steps = foldSteps(visitEvents, examinationHistoryFold, examinationHistoryFields);
    expect(steps[2].changes).toEqual(
      expect.arrayContaining([
        { field: 'state', before: 'NF', after: 'FI' },
        { field: 'formVersion', before: 1, after: 2 },
        { field: 'signedVersions', before: 0, after: 1 },
        { field: 'data.giudizio', before: null, after: 'IDONEO' },
      ]),
    );
    expect(steps[2].changes.map((c) => c.field)).not.toContain('data.anamnesi');
    expect(steps[3].changes).toEqual([{ field: 'files', before: [], after: ['ecg.pdf'] }]);
    expect(steps[4].changes).toEqual([{ field: 'state', before: 'FI', after: 'NF' }]);
    // An event type of a newer version is passed over, not a failure.
    expect(steps[5].changes).toEqual([]);
  });

  it('folds the visit as it stood between signature and reopening', () => {
    const { state } = stateAt(visitEvents, examinationHistoryFold, { revision: 3 });
    const fields = examinationHistoryFields(state);
    expect(state.status).toBe('signed');
    expect(fields['data.giudizio']).toBe('IDONEO');
    expect(fields.formVersion).toBe(2);
    expect(fields.files).toEqual(['ecg.pdf']);
  });
});

const CHAT = 'chat-c';
const anna = { userId: 'anna', name: 'Anna Rossi' };
const bruno = { userId: 'bruno', name: 'Bruno Neri' };
const chatEvents = [
  recorded(CHAT, 0, 'ChatOpened', {
    chatId: 'c',
    entityId: 'e',
    customerId: null,
    title: 'Turni',
    type: 'SING',
    createdBy: anna,
    participants: [anna, bruno],
  }),
  recorded(CHAT, 1, 'ChatMessagePosted', { chatId: 'c', messageId: 'm', text: 'dati riservati', author: anna }),
  recorded(CHAT, 2, 'ChatRead', { chatId: 'c', userId: 'bruno', messageCount: 1 }),
  recorded(CHAT, 3, 'ChatClosed', { chatId: 'c' }),
];

describe('chat history kind', () => {
  it('counts messages and records the closing, never the text', () => {
    const steps = foldSteps(chatEvents, chatHistoryFold, chatHistoryFields);
    expect(steps[0].changes).toEqual(expect.arrayContaining([{ field: 'participants', before: null, after: 2 }]));
    expect(steps[1].changes).toEqual([{ field: 'messages', before: 0, after: 1 }]);
    expect(steps[2].changes).toEqual([]);
    expect(steps[3].changes).toEqual([{ field: 'closed', before: false, after: true }]);
    expect(JSON.stringify(steps.map((s) => chatHistoryFields(s.after)))).not.toContain('dati riservati');
  });

  it("adds a message's text to the sentence for participants only", () => {
    const current = { users: [{ id: 'anna', name: 'Anna Rossi' }] } as ChatDetail;
    const as = (userId: string) => ({ userId }) as Principal;
    expect(chatEntrySummary(chatEvents[1], 'Messaggio inviato.', as('anna'), current)).toBe('Messaggio inviato. «dati riservati»');
    expect(chatEntrySummary(chatEvents[1], 'Messaggio inviato.', as('admin'), current)).toBe('Messaggio inviato.');
    expect(chatEntrySummary(chatEvents[3], 'Chat chiusa.', as('anna'), current)).toBe('Chat chiusa.');
  });
});

describe('entity history kind', () => {
  it('maps the entity as it stood onto its card, keeping what the fold does not track', () => {
    const ENTITY = 'entity-e';
    const events = [
      recorded(ENTITY, 0, 'EntityCreated', {
        entityId: 'e',
        name: 'Ente Vecchio',
        addressInfo: null,
        activeMd: true,
        activeFr: true,
        activeSr: false,
        generic: false,
      }),
      recorded(ENTITY, 1, 'EntityUpdated', { name: 'Ente Nuovo', activeSr: true }),
    ];
    const today = {
      id: 'e',
      name: 'Ente Nuovo',
      address_info: 'Via Roma 1',
      active_md: true,
      active_fr: true,
      active_sr: true,
      generic: false,
      users_count: 7,
      created_at: '2026-01-15',
      updated_at: '2026-02-15',
      revision: 1,
    };
    const { state } = stateAt(events, entityHistoryFold, { revision: 0 });
    expect(entityDetailAt(state, today, { revision: 0 })).toEqual({
      ...today,
      name: 'Ente Vecchio',
      address_info: null,
      active_sr: false,
      revision: 0,
    });
  });
});

describe('job history kind', () => {
  it('maps the job as it stood onto its card: names, level, hazards and protocol from the fold', () => {
    const JOB = 'job-j';
    const events = [
      recorded(JOB, 0, 'JobCreated', { jobId: 'j', entityId: 'e', customerId: null, factoryId: null, name: 'Magazziniere', level: 2 }),
      recorded(JOB, 1, 'JobHealthProtocolSet', { jobId: 'j', protocol: [{ examinationTypeId: 10, period: 12, periodInJob: null }] }),
      recorded(JOB, 2, 'JobUpdated', { jobId: 'j', name: 'Capo magazzino' }),
      recorded(JOB, 3, 'JobRetired', { jobId: 'j' }),
    ];
    const today = {
      id: 'j',
      entity_id: 'e',
      customer_id: null,
      factory_id: null,
      name: 'Capo magazzino',
      name_eng: null,
      description: null,
      level: 2,
      job_type: 'JOB' as const,
      activeWorkers: 3,
      retired: true,
      hazards: [],
      health_protocol: [],
      revision: 3,
    };
    const { state } = stateAt(events, jobHistoryFold, { revision: 1 });
    const detail = jobDetailAt(state, today, { revision: 1 });
    expect(detail).toEqual(expect.objectContaining({ name: 'Magazziniere', retired: false, activeWorkers: 3, revision: 1 }));
    expect(detail?.health_protocol).toEqual([expect.objectContaining({ examination_type_id: 10, period: 12, period_in_job: null })]);
  });
});
