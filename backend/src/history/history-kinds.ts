import type { HistoryKind } from '@tutela/contracts';
import type { HistoryKindDefinition } from './history-kind';
import { APPOINTMENT_HISTORY_KIND } from '../appointments/public';
import { CHAT_HISTORY_KIND } from '../chats/public';
import { CUSTOMER_HISTORY_KIND } from '../customers/public';
import { DVR_HISTORY_KIND } from '../dvr/public';
import { ENTITY_HISTORY_KIND } from '../users/public';
import { EXAMINATION_HISTORY_KIND } from '../examinations/public';
import { JOB_HISTORY_KIND } from '../jobs/public';
import { USER_HISTORY_KIND } from '../users/public';
import { WORKER_HISTORY_KIND } from '../workers/public';

/**
 * Every record kind with a history. A new kind is one file in its own context
 * (`<ctx>/history/<kind>.history-kind.ts`, exported by its public.ts), a line here and its label in contracts'
 * HISTORY_KIND_LABELS; the `satisfies` makes a label without a kind fail to compile.
 */
export const HISTORY_KIND_REGISTRY = {
  worker: WORKER_HISTORY_KIND,
  customer: CUSTOMER_HISTORY_KIND,
  job: JOB_HISTORY_KIND,
  user: USER_HISTORY_KIND,
  entity: ENTITY_HISTORY_KIND,
  examination: EXAMINATION_HISTORY_KIND,
  chat: CHAT_HISTORY_KIND,
  dvr: DVR_HISTORY_KIND,
  appointment: APPOINTMENT_HISTORY_KIND,
} satisfies Record<HistoryKind, HistoryKindDefinition>;
