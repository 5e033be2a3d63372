import { EXAMINATION_MESSAGES } from '@tutela/contracts';
import type { StreamDeclaration } from '../../shared/stream-declaration';
import type { ExaminationCommand } from './examination-commands';
import type { ExaminationState } from './examination-state';
import { examinationDecider, examinationStream, type ExaminationEvent } from './examination.decider';

/**
 * The visits' (and the INV and VAC records') streams for the command pipeline. Events are tagged with the visit's
 * entity, customer and site as it started. A client revision older than the stream is a 409 whatever changed
 * since: a visit is one clinical document, two people's edits must never be merged silently.
 */
export const examinationStreamDeclaration: StreamDeclaration<ExaminationCommand, ExaminationState, ExaminationEvent> = {
  streamName: examinationStream,
  decider: examinationDecider,
  tenantOf: (state, command) => {
    if (state.status !== 'absent') return state.started;
    return command.type === 'SaveExamination' && command.start ? command.start : null;
  },
  conflictsWith: () => true,
  conflictMessage: EXAMINATION_MESSAGES.CONFLICT,
};
