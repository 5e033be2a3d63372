import { EXAMINATION_MESSAGES, EXAMINATION_STREAM_PREFIX, type ExaminationEventMap } from '@tutela/contracts';
import { assertSubmissionValid } from '../../shared/submission-errors';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type {
  AttachExaminationFile,
  DeleteExaminationFile,
  ExaminationCommand,
  ReopenExamination,
  SaveExamination,
} from './examination-commands';
import {
  assertVisitJudgement,
  canEditExamination,
  canReopenExamination,
  canSignExamination,
  outcomeBisOf,
  outcomeOf,
} from './examination-rules';
import type { ExaminationState, ExistingExamination } from './examination-state';

export type ExaminationEvent = { [K in keyof ExaminationEventMap]: { type: K; data: ExaminationEventMap[K] } }[keyof ExaminationEventMap];

export const examinationStream = (examinationId: string) => `${EXAMINATION_STREAM_PREFIX}${examinationId}`;

const notFound = () => new DomainError(EXAMINATION_MESSAGES.NOT_FOUND, 'not_found');

function existing(state: ExaminationState): ExistingExamination {
  if (state.status === 'absent') throw notFound();
  return state;
}

function save(command: SaveExamination, state: ExaminationState): ExaminationEvent[] {
  if (!canEditExamination(command.actor.roles)) throw new DomainError(EXAMINATION_MESSAGES.EDIT_FORBIDDEN, 'forbidden');
  if (command.status === 'FI' && !canSignExamination(command.actor.roles))
    throw new DomainError(EXAMINATION_MESSAGES.SIGN_FORBIDDEN, 'forbidden');
  const events: ExaminationEvent[] = [];
  let kind = state.status === 'absent' ? null : state.kind;
  let examinationId = state.status === 'absent' ? null : state.started.examinationId;
  let signedVersions = state.status === 'absent' ? 0 : state.signedVersions;
  if (state.status === 'absent') {
    if (!command.start) throw notFound();
    events.push({ type: 'ExaminationStarted', data: command.start });
    kind = command.start.kind;
    examinationId = command.start.examinationId;
    signedVersions = 0;
  } else if (state.status === 'signed') {
    throw DomainError.validation('status', EXAMINATION_MESSAGES.SIGNED_READ_ONLY);
  }
  assertSubmissionValid(command.formErrors);
  // Disability and vaccination records have no giudizio: they are data sheets, not fitness judgements.
  if (kind === 'VIS' && command.status !== 'ATT') assertVisitJudgement(command.data);
  const common = {
    examinationId: examinationId as string,
    data: command.data,
    formCode: command.formCode,
    formVersion: command.formVersion,
    outcome: kind === 'VIS' ? outcomeOf(command.data) : null,
    outcomeBis: kind === 'VIS' ? outcomeBisOf(command.data) : null,
    examinationDate: command.examinationDate,
  };
  if (command.status !== 'FI') {
    events.push({ type: 'ExaminationDataSaved', data: { ...common, status: command.status } });
    return events;
  }
  if (kind !== 'VIS') throw DomainError.validation('status', EXAMINATION_MESSAGES.SIGN_FORBIDDEN);
  const performed = [...new Set(command.performedTypeIds)];
  events.push({
    type: 'ExaminationSigned',
    data: {
      ...common,
      version: signedVersions + 1,
      signedBy: { id: command.actor.id, name: command.actor.name, role: command.actor.role },
      signedAt: command.now,
      performedTypeIds: performed,
      nextVisitPeriod: command.nextVisitPeriod,
      nextVisitDate: command.nextVisitDate,
    },
  });
  return events;
}

function reopen(command: ReopenExamination, state: ExaminationState): ExaminationEvent[] {
  const current = existing(state);
  if (!canReopenExamination(command.actor.roles)) throw new DomainError(EXAMINATION_MESSAGES.REOPEN_FORBIDDEN, 'forbidden');
  if (current.status !== 'signed') throw DomainError.validation('status', EXAMINATION_MESSAGES.NOT_SIGNED_CANNOT_REOPEN);
  return [
    {
      type: 'ExaminationReopened',
      data: {
        examinationId: current.started.examinationId,
        archivedVersion: current.signedVersions,
        reopenedBy: { id: command.actor.id, name: command.actor.name, role: command.actor.role },
        reopenedAt: command.now,
      },
    },
  ];
}

function attach(command: AttachExaminationFile, state: ExaminationState): ExaminationEvent[] {
  const current = existing(state);
  if (!canEditExamination(command.actor.roles)) throw new DomainError(EXAMINATION_MESSAGES.EDIT_FORBIDDEN, 'forbidden');
  // A retried upload (same file id) is already there: nothing new to say.
  if (current.files.some((file) => file.fileId === command.file.fileId)) return [];
  return [{ type: 'ExaminationFileAttached', data: { examinationId: current.started.examinationId, ...command.file } }];
}

function deleteFile(command: DeleteExaminationFile, state: ExaminationState): ExaminationEvent[] {
  const current = existing(state);
  if (!canEditExamination(command.actor.roles)) throw new DomainError(EXAMINATION_MESSAGES.EDIT_FORBIDDEN, 'forbidden');
  if (!current.files.some((file) => file.fileId === command.fileId))
    throw new DomainError(EXAMINATION_MESSAGES.FILE_NOT_FOUND, 'not_found');
  return [{ type: 'ExaminationFileDeleted', data: { examinationId: current.started.examinationId, fileId: command.fileId } }];
}

function evolve(state: ExaminationState, event: ExaminationEvent): ExaminationState {
  if (event.type === 'ExaminationStarted') {
    const d = event.data;
    return {
      status: 'open',
      openStatus: 'NF',
      started: d,
      kind: d.kind,
      data: {},
      formCode: d.formCode,
      formVersion: d.formVersion,
      examinationDate: d.examinationDate,
      signedVersions: 0,
      files: [],
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'ExaminationDataSaved': {
      const d = event.data;
      return {
        ...state,
        status: 'open',
        openStatus: d.status,
        data: d.data,
        formCode: d.formCode,
        formVersion: d.formVersion,
        examinationDate: d.examinationDate,
      };
    }
    case 'ExaminationSigned': {
      const d = event.data;
      const { status: _status, ...rest } = state;
      return {
        ...rest,
        status: 'signed',
        data: d.data,
        formCode: d.formCode,
        formVersion: d.formVersion,
        examinationDate: d.examinationDate,
        signedVersions: d.version,
      };
    }
    case 'ExaminationReopened':
      return { ...state, status: 'open', openStatus: 'NF' };
    case 'ExaminationFileAttached': {
      const { examinationId: _id, ...file } = event.data;
      return { ...state, files: [...state.files, file] };
    }
    case 'ExaminationFileDeleted':
      return { ...state, files: state.files.filter((file) => file.fileId !== event.data.fileId) };
    default: {
      const unknownEvent: never = event;
      throw new Error(`Evento visita non gestito: ${JSON.stringify(unknownEvent)}`);
    }
  }
}

function decide(command: ExaminationCommand, state: ExaminationState): ExaminationEvent[] {
  switch (command.type) {
    case 'SaveExamination':
      return save(command, state);
    // A signature is a save with status FI: the same checks, then ExaminationSigned instead of the data saved.
    case 'SignExamination':
      return save({ ...command, type: 'SaveExamination', status: 'FI' }, state);
    case 'ReopenExamination':
      return reopen(command, state);
    case 'AttachExaminationFile':
      return attach(command, state);
    case 'DeleteExaminationFile':
      return deleteFile(command, state);
    default: {
      const unknownCommand: never = command;
      throw new Error(`Comando visita non gestito: ${JSON.stringify(unknownCommand)}`);
    }
  }
}

export const examinationDecider: Decider<ExaminationCommand, ExaminationState, ExaminationEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve,
  decide,
};
