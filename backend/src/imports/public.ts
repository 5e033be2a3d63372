/**
 * What other contexts may use of the imports context. Everything else in imports/ is private to it.
 */
/** The template workbook, for an export that wants the same columns and escaping. */
export { buildImportTemplate } from './templates/import-template.workbook';
export type { ImportTemplateLookups } from './templates/import-template-lookups';
