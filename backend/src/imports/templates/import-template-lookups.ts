/** The chosen customer's live lists; empty without a customer (the dropdowns then stay empty). */
export interface ImportTemplateLookups {
  customerName: string | null;
  factories: string[];
  departments: string[];
  jobs: string[];
}

export const NO_LOOKUPS: ImportTemplateLookups = { customerName: null, factories: [], departments: [], jobs: [] };
