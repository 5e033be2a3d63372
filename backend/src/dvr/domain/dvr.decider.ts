import { DVR_MESSAGES, DVR_STREAM_PREFIX, dvrTypeByCode, type DvrEventMap, type DvrFormData, type DvrJobHazards } from '@tutela/contracts';
import { assertSubmissionValid } from '../../shared/submission-errors';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { CreateDvr, DvrActor, DvrCommand, RecordDvrHazardsApplied, ReopenDvr, SaveDvrData, SignDvr } from './dvr-commands';
import { assertCanWrite, canReopenDvr, canSignDvr } from './dvr-rules';
import type { DvrState, ExistingDvr } from './dvr-state';

export type DvrEvent = { [K in keyof DvrEventMap]: { type: K; data: DvrEventMap[K] } }[keyof DvrEventMap];

export const dvrStream = (dvrId: string) => `${DVR_STREAM_PREFIX}${dvrId}`;

const notFound = () => new DomainError(DVR_MESSAGES.NOT_FOUND, 'not_found');
const actorRef = (actor: DvrActor) => ({ id: actor.id, name: actor.name, role: actor.role });

function existing(state: DvrState): ExistingDvr {
  if (state.status === 'none') throw notFound();
  return state;
}

/** The top-level keys (form panels) whose value differs: what the history says a save touched. */
export function changedSections(before: DvrFormData | null, after: DvrFormData): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return keys.filter((key) => JSON.stringify((before ?? {})[key]) !== JSON.stringify(after[key])).sort();
}

function create(command: CreateDvr, state: DvrState): DvrEvent[] {
  assertCanWrite(command.actor);
  const type = dvrTypeByCode(command.created.code);
  if (!type) throw DomainError.validation('code', DVR_MESSAGES.TYPE_UNKNOWN);
  // The site DVR's id derives from its factory: a second one lands on the same stream.
  if (state.status !== 'none') {
    if (type.site) throw DomainError.validation('code', DVR_MESSAGES.SITE_EXISTS);
    throw new DomainError(DVR_MESSAGES.CONFLICT, 'conflict');
  }
  return [{ type: 'DvrCreated', data: command.created }];
}

function save(command: SaveDvrData, state: DvrState): DvrEvent[] {
  const current = existing(state);
  assertCanWrite(command.actor);
  if (current.status === 'signed') throw DomainError.validation('status', DVR_MESSAGES.SIGNED_READ_ONLY);
  assertSubmissionValid(command.formErrors);
  const sections = changedSections(current.data, command.data);
  const sameForm = current.formCode === command.formCode && current.formVersion === command.formVersion;
  // Saving what is already saved records nothing (a double click, a retry from another tab).
  if (current.data !== null && sections.length === 0 && sameForm) return [];
  return [
    {
      type: 'DvrDataSaved',
      data: { dvrId: current.created.dvrId, data: command.data, formCode: command.formCode, formVersion: command.formVersion, sections },
    },
  ];
}

function sign(command: SignDvr, state: DvrState): DvrEvent[] {
  const current = existing(state);
  assertCanWrite(command.actor);
  if (!canSignDvr(command.actor)) throw new DomainError(DVR_MESSAGES.SIGN_FORBIDDEN, 'forbidden');
  if (current.status === 'signed') throw DomainError.validation('status', DVR_MESSAGES.SIGNED_READ_ONLY);
  if (current.data === null) throw DomainError.validation('dvrdata', DVR_MESSAGES.NOTHING_TO_SIGN);
  // Signed data is the legal document: a value a form refuses (or an empty required field) is never signed.
  assertSubmissionValid(command.formErrors);
  return [
    {
      type: 'DvrSigned',
      data: {
        dvrId: current.created.dvrId,
        revisionNumber: current.lastRevision + 1,
        data: current.data,
        formCode: current.formCode,
        formVersion: current.formVersion,
        signedBy: actorRef(command.actor),
        signedAt: command.now,
        documentDate: command.documentDate,
        jobHazards: command.jobHazards,
        ...(command.applyHazards ? { applyHazards: true as const } : {}),
      },
    },
  ];
}

function reopen(command: ReopenDvr, state: DvrState): DvrEvent[] {
  const current = existing(state);
  assertCanWrite(command.actor);
  if (!canReopenDvr(command.actor)) throw new DomainError(DVR_MESSAGES.REOPEN_FORBIDDEN, 'forbidden');
  if (current.status !== 'signed') throw DomainError.validation('status', DVR_MESSAGES.NOT_SIGNED);
  return [
    {
      type: 'DvrReopened',
      data: {
        dvrId: current.created.dvrId,
        archivedRevision: current.lastRevision,
        reopenedBy: actorRef(command.actor),
        reopenedAt: command.now,
      },
    },
  ];
}

function recordApplied(command: RecordDvrHazardsApplied, state: DvrState): DvrEvent[] {
  const current = existing(state);
  // No permission check: only the hazard reaction records this, for the signature that asked for it.
  const { revisionNumber } = command.applied;
  if (current.status !== 'signed' || revisionNumber !== current.lastRevision)
    throw DomainError.validation('status', DVR_MESSAGES.NOT_SIGNED);
  if (current.appliedRevision === revisionNumber) return [];
  return [{ type: 'DvrHazardsApplied', data: { ...command.applied, dvrId: current.created.dvrId } }];
}

/** What the hazard feed compares with the jobs: the hazards of the last revision it applied. */
export function previouslyApplied(state: DvrState): DvrJobHazards[] {
  if (state.status === 'none' || state.appliedRevision === 0) return [];
  return state.signedJobHazards[state.appliedRevision] ?? [];
}

function evolve(state: DvrState, event: DvrEvent): DvrState {
  if (event.type === 'DvrCreated') {
    const d = event.data;
    return {
      status: 'open',
      created: d,
      data: null,
      formCode: d.formCode,
      formVersion: d.formVersion,
      lastRevision: 0,
      signedJobHazards: {},
      appliedRevision: 0,
      lastApplied: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DvrDataSaved':
      return { ...state, data: event.data.data, formCode: event.data.formCode, formVersion: event.data.formVersion };
    case 'DvrSigned': {
      const d = event.data;
      return {
        ...state,
        status: 'signed',
        data: d.data,
        formCode: d.formCode,
        formVersion: d.formVersion,
        lastRevision: d.revisionNumber,
        signedJobHazards: { ...state.signedJobHazards, [d.revisionNumber]: d.jobHazards },
      };
    }
    case 'DvrReopened':
      return { ...state, status: 'open' };
    case 'DvrHazardsApplied':
      return { ...state, appliedRevision: event.data.revisionNumber, lastApplied: { jobs: event.data.jobs, workers: event.data.workers } };
    default:
      return state;
  }
}

function decide(command: DvrCommand, state: DvrState): DvrEvent[] {
  switch (command.type) {
    case 'CreateDvr':
      return create(command, state);
    case 'SaveDvrData':
      return save(command, state);
    case 'SignDvr':
      return sign(command, state);
    case 'ReopenDvr':
      return reopen(command, state);
    case 'RecordDvrHazardsApplied':
      return recordApplied(command, state);
  }
}

/** One DVR document: created, saved while open, signed into numbered revisions, reopened (the revision archived). */
export const dvrDecider: Decider<DvrCommand, DvrState, DvrEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
