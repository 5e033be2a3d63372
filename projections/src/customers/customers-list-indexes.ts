import { accentFoldSql } from '../database/accent-fold';
import { trigramIndexSql } from '../database/trigram-index';
import { SEARCH_PART_SEPARATOR } from '../users/users-list-indexes';

/**
 * What the "Clienti" list sorts and searches on, and the indexes that serve them. Customers sort with NULLs
 * last in both directions (a customer without a city never heads the list), which a backward scan of one
 * btree cannot give: each sortable column has an ascending and a descending index, both ending in `id`
 * going the same way. The expressions are the list's own: an index serves a query only when they match.
 */
export const CUSTOMER_SORT_EXPRESSIONS = {
  company_name: 'lower(company_name)',
  vat_number: 'vat_number',
  city: 'lower(city)',
  created_at: 'created_at',
} as const;

/**
 * The quick search of "Clienti" matches `search_text ILIKE '%text%'`: company name and city with accents
 * folded, VAT number and fiscal code as typed, in a stored generated column (why: users-list-indexes.ts).
 */
const customerSearchText = [
  accentFoldSql('company_name'),
  "coalesce(vat_number, '')",
  "coalesce(fiscal_code, '')",
  accentFoldSql("coalesce(city, '')"),
].join(` || ${SEARCH_PART_SEPARATOR} || `);

export const CUSTOMERS_LIST_INDEX_MIGRATIONS: readonly string[] = [
  ...Object.entries(CUSTOMER_SORT_EXPRESSIONS).flatMap(([key, expression]) => [
    `CREATE INDEX IF NOT EXISTS customers_sort_${key}_idx ON customers (${expression} NULLS LAST, id)`,
    `CREATE INDEX IF NOT EXISTS customers_sort_${key}_desc_idx ON customers (${expression} DESC NULLS LAST, id DESC)`,
  ]),
  `ALTER TABLE customers ADD COLUMN IF NOT EXISTS search_text text GENERATED ALWAYS AS (${customerSearchText}) STORED`,
  trigramIndexSql('customers_search_trgm_idx', 'customers', ['search_text']),
];
