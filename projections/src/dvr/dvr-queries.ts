import type { Sql, TenantScope } from '@tutela/contracts';
import { tenantColumns, tenantFilterSql } from '../database/tenant-scope-sql';
import type { DvrRevisionTableRow, DvrTableRow } from './dvr-schema';

// The DVR read model's queries, next to its schema and projector: the backend's DVR reader calls these and holds no
// SQL. Each answers inside the caller's tenant scope; a DVR outside it reads as an unknown one.

export type DvrRow = DvrTableRow & { company_name: string | null; factory_name: string | null };

/** The columns of a DVR row with its company and factory names (joined: the names shown are the current ones). */
export const DVR_ROW_SELECT = `SELECT d.*, c.company_name, f.name AS factory_name
  FROM dvrs d LEFT JOIN customers c ON c.id = d.customer_id LEFT JOIN customer_factories f ON f.id = d.factory_id`;

/** One DVR with its names; null when unknown or outside the caller's scope. */
export async function dvrInScope(db: Sql, scope: TenantScope, dvrId: string): Promise<DvrRow | null> {
  const filter = tenantFilterSql(scope, tenantColumns('d'), 2);
  const { rows } = await db.query<DvrRow>(`${DVR_ROW_SELECT} WHERE d.id = $1 AND ${filter.sql}`, [dvrId, ...filter.params]);
  return rows[0] ?? null;
}

/** A factory's DVRs (of one code, when given), newest first, inside the caller's scope. */
export async function factoryDvrs(
  db: Sql,
  scope: TenantScope,
  customerId: string,
  factoryId: string,
  code: string | undefined,
): Promise<DvrRow[]> {
  const filter = tenantFilterSql(scope, tenantColumns('d'), 4);
  const { rows } = await db.query<DvrRow>(
    `${DVR_ROW_SELECT} WHERE d.customer_id = $1 AND d.factory_id = $2 AND ($3::text IS NULL OR d.code = $3) AND ${filter.sql}
        ORDER BY d.created_at DESC, d.id DESC`,
    [customerId, factoryId, code ?? null, ...filter.params],
  );
  return rows;
}

/** A DVR's signed revisions, oldest first. */
export async function dvrRevisions(db: Sql, dvrId: string): Promise<DvrRevisionTableRow[]> {
  const { rows } = await db.query<DvrRevisionTableRow>('SELECT * FROM dvr_revisions WHERE dvr_id = $1 ORDER BY number', [dvrId]);
  return rows;
}

/** One signed revision of a DVR; null when there is none. */
export async function dvrRevision(db: Sql, dvrId: string, number: number): Promise<DvrRevisionTableRow | null> {
  const { rows } = await db.query<DvrRevisionTableRow>('SELECT * FROM dvr_revisions WHERE dvr_id = $1 AND number = $2', [dvrId, number]);
  return rows[0] ?? null;
}
