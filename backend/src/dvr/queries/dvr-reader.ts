import { Inject, Injectable } from '@nestjs/common';
import { DVR_MESSAGES, DVR_STATUS, type DvrDetail, type DvrListRow, type DvrRevision, scopeOf, type Database } from '@tutela/contracts';
import { dvrInScope, dvrRevision, dvrRevisions, factoryDvrs, type DvrRow } from '@tutela/projections';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { DATABASE } from '../../shared/tokens';
import { canReopenDvr, canSignDvr, canWriteDvr } from '../domain/dvr-rules';
import { dvrActorOf, mayReadDvrHistory } from '../infrastructure/dvr-access';
import { DvrPlaces } from '../infrastructure/dvr-places';
import { toDetail, toListRow, toRevision } from './dvr-row-mapping';

const notFound = () => new DomainError(DVR_MESSAGES.NOT_FOUND, 'not_found');

/** Reads DVRs for lists and the DVR screen, inside the caller's scope (outside → 404). */
@Injectable()
export class DvrReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly places: DvrPlaces,
  ) {}

  async row(dvrId: string, principal: Principal): Promise<DvrRow> {
    const row = await dvrInScope(this.db, scopeOf(principal), dvrId);
    if (!row) throw notFound();
    return row;
  }

  /** The factory's DVRs, newest first; a factory outside the scope is a 404. */
  async list(customerId: string, factoryId: string, code: string | undefined, principal: Principal): Promise<DvrListRow[]> {
    const scope = scopeOf(principal);
    await this.places.factory(customerId, factoryId, scope);
    const rows = await factoryDvrs(this.db, scope, customerId, factoryId, code);
    return rows.map(toListRow);
  }

  async detail(dvrId: string, principal: Principal): Promise<DvrDetail> {
    const row = await this.row(dvrId, principal);
    const revisions = await dvrRevisions(this.db, row.id);
    const actor = dvrActorOf(principal);
    const open = row.status === DVR_STATUS.OPEN;
    return toDetail(row, revisions, {
      can_edit: open && canWriteDvr(actor),
      can_sign: open && row.data_saved && canSignDvr(actor),
      can_reopen: !open && canReopenDvr(actor),
      can_history: mayReadDvrHistory(principal),
    });
  }

  /** A signed revision as it was signed (the current one or an archived one). */
  async revision(dvrId: string, number: number, principal: Principal): Promise<DvrRevision> {
    const row = await this.row(dvrId, principal);
    const revision = await dvrRevision(this.db, row.id, number);
    if (!revision) throw new DomainError(DVR_MESSAGES.REVISION_NOT_FOUND, 'not_found');
    return toRevision(row, revision);
  }
}
