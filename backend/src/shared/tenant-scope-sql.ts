/**
 * The tenant filter moved to projections (database/tenant-scope-sql.ts), next to the read models' queries. Kept as
 * a re-export only for the files not yet moved off it (the DVR's infrastructure).
 */
export { addTenantConditions, tenantColumns, tenantFilterSql } from '@tutela/projections';
export type { ConditionsBuilder, TenantColumns, TenantFilterOptions } from '@tutela/projections';
