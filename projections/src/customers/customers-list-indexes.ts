import { accentFoldSql } from '../database/accent-fold';
import { trigramIndexSql } from '../database/trigram-index';

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

/** The quick search of "Clienti": company name and city with accents folded, VAT number and fiscal code as typed. */
export const CUSTOMER_SEARCH_EXPRESSIONS = [accentFoldSql('company_name'), 'vat_number', 'fiscal_code', accentFoldSql('city')] as const;

export const CUSTOMERS_LIST_INDEX_MIGRATIONS: readonly string[] = [
  ...Object.entries(CUSTOMER_SORT_EXPRESSIONS).flatMap(([key, expression]) => [
    `CREATE INDEX IF NOT EXISTS customers_sort_${key}_idx ON customers (${expression} NULLS LAST, id)`,
    `CREATE INDEX IF NOT EXISTS customers_sort_${key}_desc_idx ON customers (${expression} DESC NULLS LAST, id DESC)`,
  ]),
  trigramIndexSql('customers_search_trgm_idx', 'customers', CUSTOMER_SEARCH_EXPRESSIONS),
];
