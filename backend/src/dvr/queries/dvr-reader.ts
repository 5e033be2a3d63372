import { Inject, Injectable } from '@nestjs/common';
import { DVR_MESSAGES, DVR_STATUS, type DvrDetail, type DvrListRow, type DvrRevision, scopeOf, type Database } from '@tutela/contracts';
import type { DvrRevisionTableRow } from '@tutela/projections';
import type { Principal } from '../../auth/principal';
import { DomainError } from '../../shared/domain-error';
import { tenantColumns, tenantFilterSql } from '../../shared/tenant-scope-sql';
import { DATABASE } from '../../shared/tokens';
import { canReopenDvr, canSignDvr, canWriteDvr } from '../domain/dvr-rules';
import { dvrActorOf, mayReadDvrHistory } from '../infrastructure/dvr-access';
import { DvrPlaces } from '../infrastructure/dvr-places';
import { DVR_ROW_SELECT, toDetail, toListRow, toRevision, type DvrRow } from './dvr-row-mapping';

const notFound = () => new DomainError(DVR_MESSAGES.NOT_FOUND, 'not_found');

/** Reads DVRs for lists and the DVR screen, inside the caller's scope (outside → 404). */
@Injectable()
export class DvrReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly places: DvrPlaces,
  ) {}

  async row(dvrId: string, principal: Principal): Promise<DvrRow> {
    const filter = tenantFilterSql(scopeOf(principal), tenantColumns('d'), 2);
    const { rows } = await this.db.query<DvrRow>(`${DVR_ROW_SELECT} WHERE d.id = $1 AND ${filter.sql}`, [dvrId, ...filter.params]);
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  /** The factory's DVRs, newest first; a factory outside the scope is a 404. */
  async list(customerId: string, factoryId: string, code: string | undefined, principal: Principal): Promise<DvrListRow[]> {
    const scope = scopeOf(principal);
    await this.places.factory(customerId, factoryId, scope);
    const filter = tenantFilterSql(scope, tenantColumns('d'), 4);
    const { rows } = await this.db.query<DvrRow>(
      `${DVR_ROW_SELECT} WHERE d.customer_id = $1 AND d.factory_id = $2 AND ($3::text IS NULL OR d.code = $3) AND ${filter.sql}
        ORDER BY d.created_at DESC, d.id DESC`,
      [customerId, factoryId, code ?? null, ...filter.params],
    );
    return rows.map(toListRow);
  }

  async detail(dvrId: string, principal: Principal): Promise<DvrDetail> {
    const row = await this.row(dvrId, principal);
    const { rows: revisions } = await this.db.query<DvrRevisionTableRow>('SELECT * FROM dvr_revisions WHERE dvr_id = $1 ORDER BY number', [
      row.id,
    ]);
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
    const { rows } = await this.db.query<DvrRevisionTableRow>('SELECT * FROM dvr_revisions WHERE dvr_id = $1 AND number = $2', [
      row.id,
      number,
    ]);
    if (!rows[0]) throw new DomainError(DVR_MESSAGES.REVISION_NOT_FOUND, 'not_found');
    return toRevision(row, rows[0]);
  }
}
