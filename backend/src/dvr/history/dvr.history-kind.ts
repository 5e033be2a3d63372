import {
  DVR_MESSAGES,
  DVR_STATUS,
  DVR_STREAM_PREFIX,
  type DvrActorRef,
  type DvrCreatedData,
  type DvrDataSavedData,
  type DvrEventType,
  type DvrFormData,
  type DvrHazardsAppliedData,
  type DvrReopenedData,
  type DvrRevisionSummary,
  type DvrSignedData,
  type DvrStateDetail,
  type EventStore,
  inScope,
  scopeOf,
  type Database,
} from '@tutela/contracts';
import type { DomainEvent } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import { defineHistoryKind, flattenFields, tolerantFold } from '../../history/public';

const DVR_HISTORY_EVENT_TYPES = [
  'DvrCreated',
  'DvrDataSaved',
  'DvrSigned',
  'DvrReopened',
  'DvrHazardsApplied',
] as const satisfies readonly DvrEventType[];

interface DvrRevisionAt {
  number: number;
  signedBy: Pick<DvrActorRef, 'id' | 'name'>;
  signedAt: string;
  documentDate: string;
  archived: boolean;
}

/**
 * The DVR as its history rebuilds it, from the events alone (the DVR context's decider state is its own
 * business: the history only needs what the document showed).
 */
export type DvrHistoryState =
  | { status: 'absent' }
  | {
      status: 'open' | 'signed';
      code: string;
      title: string;
      customerId: string;
      factoryId: string;
      formCode: string;
      formVersion: number;
      data: DvrFormData;
      revisions: DvrRevisionAt[];
      hazardsApplied: { revision: number; jobs: number; workers: number } | null;
    };

function evolveDvrHistory(state: DvrHistoryState, event: DomainEvent): DvrHistoryState {
  if (event.type === 'DvrCreated') {
    const data = event.data as DvrCreatedData;
    return {
      status: 'open',
      code: data.code,
      title: data.title,
      customerId: data.customerId,
      factoryId: data.factoryId,
      formCode: data.formCode,
      formVersion: data.formVersion,
      data: {},
      revisions: [],
      hazardsApplied: null,
    };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'DvrDataSaved': {
      const data = event.data as DvrDataSavedData;
      return { ...state, data: data.data ?? {}, formCode: data.formCode, formVersion: data.formVersion };
    }
    case 'DvrSigned': {
      const data = event.data as DvrSignedData;
      const revision: DvrRevisionAt = {
        number: data.revisionNumber,
        signedBy: { id: data.signedBy?.id ?? '', name: data.signedBy?.name ?? '' },
        signedAt: data.signedAt,
        documentDate: data.documentDate,
        archived: false,
      };
      return {
        ...state,
        status: 'signed',
        data: data.data ?? state.data,
        formCode: data.formCode,
        formVersion: data.formVersion,
        revisions: [...state.revisions, revision],
      };
    }
    case 'DvrReopened': {
      const { archivedRevision } = event.data as DvrReopenedData;
      return {
        ...state,
        status: 'open',
        revisions: state.revisions.map((r) => (r.number === archivedRevision ? { ...r, archived: true } : r)),
      };
    }
    case 'DvrHazardsApplied': {
      const data = event.data as DvrHazardsAppliedData;
      return {
        ...state,
        hazardsApplied: { revision: data.revisionNumber, jobs: Array.isArray(data.jobs) ? data.jobs.length : 0, workers: data.workers },
      };
    }
    default:
      return state;
  }
}

export const dvrHistoryFold = tolerantFold<DvrHistoryState>(
  { initialState: () => ({ status: 'absent' }), evolve: evolveDvrHistory },
  DVR_HISTORY_EVENT_TYPES,
);

/**
 * The document's answers under `data.`, its form version, the revisions signed so far (by number, archived ones
 * too) and the last hazards applied. Customer and factory never change, so they stay out of the diff.
 */
export function dvrHistoryFields(state: DvrHistoryState): Record<string, unknown> {
  if (state.status === 'absent') return {};
  return flattenFields({
    title: state.title,
    status: state.status,
    formCode: state.formCode,
    formVersion: state.formVersion,
    signedRevisions: state.revisions.map((revision) => revision.number),
    archivedRevisions: state.revisions.filter((revision) => revision.archived).map((revision) => revision.number),
    hazardsApplied: state.hazardsApplied,
    data: state.data,
  });
}

/** The document as it stood, for the read-only form and its list of revisions. */
export function dvrDetailAt(state: DvrHistoryState): DvrStateDetail | null {
  if (state.status === 'absent') return null;
  const revisions: DvrRevisionSummary[] = state.revisions.map((revision) => ({
    number: revision.number,
    signed_by: revision.signedBy,
    signed_at: revision.signedAt,
    document_date: revision.documentDate,
    archived: revision.archived,
  }));
  return {
    customer_id: state.customerId,
    factory_id: state.factoryId,
    code: state.code,
    title: state.title,
    status: state.status === 'signed' ? DVR_STATUS.SIGNED : DVR_STATUS.OPEN,
    dvrdata: state.data,
    form_code: state.formCode,
    form_version: state.formVersion,
    revisions,
    hazards_applied: state.hazardsApplied,
  };
}

/** Today's DVR as the history needs it: its tenant (the scope check) and the names of its title. */
export interface DvrHistoryCurrent {
  id: string;
  title: string;
  factoryName: string | null;
}

/**
 * DVRs (documenti di valutazione dei rischi). The route's HISTORY_MIN_LEVEL (8, e.g. the hse_manager in sr) is
 * the level rule; `current` is the scope rule: a DVR outside the caller's entity, customers or factories answers
 * 404 like a missing one. The tenant comes from the stream's creation event, the one fact the DVR never changes.
 */
export const DVR_HISTORY_KIND = defineHistoryKind<DvrHistoryState, DvrHistoryCurrent, DvrStateDetail>({
  kind: 'dvr',
  fold: dvrHistoryFold,
  fields: dvrHistoryFields,
  status: (state) => state.status,
  current: async (id, { principal, moduleRef }) => {
    const store = moduleRef.get<EventStore>(EVENT_STORE, { strict: false });
    const [first] = await store.readStream(`${DVR_STREAM_PREFIX}${id}`, { toRevision: 0 });
    const created = first?.type === 'DvrCreated' ? (first.data as DvrCreatedData) : null;
    if (
      !created ||
      !inScope(scopeOf(principal), { entityId: created.entityId, customerId: created.customerId, factoryId: created.factoryId })
    ) {
      throw new DomainError(DVR_MESSAGES.NOT_FOUND, 'not_found');
    }
    const db = moduleRef.get<Database>(DATABASE, { strict: false });
    const { rows } = await db.query<{ found: string | null }>(`SELECT to_regclass('customer_factories')::text AS found`);
    const factory = rows[0]?.found
      ? (await db.query<{ name: string }>('SELECT name FROM customer_factories WHERE id = $1', [created.factoryId])).rows[0]
      : undefined;
    return { id, title: created.title, factoryName: factory?.name ?? null };
  },
  title: (current) => [current.title, current.factoryName].filter(Boolean).join(' – '),
  detailAt: (state) => dvrDetailAt(state),
  fieldLabels: {
    title: 'titolo',
    status: 'stato',
    formCode: 'modulo',
    formVersion: 'versione del modulo',
    signedRevisions: 'revisioni firmate',
    archivedRevisions: 'revisioni archiviate',
    'hazardsApplied.revision': 'revisione i cui rischi sono stati applicati',
    'hazardsApplied.jobs': 'mansioni aggiornate dai rischi del DVR',
    'hazardsApplied.workers': 'lavoratori aggiornati dai rischi del DVR',
  },
});
