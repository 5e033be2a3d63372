import type { TenantScope } from '@tutela/contracts';

/** The live lists of a template for `customerId`, which must be inside `scope`. */
export class TemplateLookupsQuery {
  constructor(
    readonly customerId: string,
    readonly scope: TenantScope,
  ) {}
}
