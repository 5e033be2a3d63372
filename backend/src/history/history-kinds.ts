import type { HistoryKind } from '@tutela/contracts';
import type { HistoryKindDefinition } from './history-kind';
import { CHAT_HISTORY_KIND } from './kinds/chat.history-kind';
import { CUSTOMER_HISTORY_KIND } from './kinds/customer.history-kind';
import { DVR_HISTORY_KIND } from './kinds/dvr.history-kind';
import { ENTITY_HISTORY_KIND } from './kinds/entity.history-kind';
import { EXAMINATION_HISTORY_KIND } from './kinds/examination.history-kind';
import { JOB_HISTORY_KIND } from './kinds/job.history-kind';
import { USER_HISTORY_KIND } from './kinds/user.history-kind';
import { WORKER_HISTORY_KIND } from './kinds/worker.history-kind';

/**
 * Every record kind with a history. A new kind (examinations, DVRs, chats) is one file in kinds/ plus a line
 * here and its label in contracts' HISTORY_KIND_LABELS; the `satisfies` makes a label without a kind fail to
 * compile.
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
} satisfies Record<HistoryKind, HistoryKindDefinition>;
