/** A form definition by numeric id, or by code (latest version, or `version`). */
export class GetFormQuery {
  constructor(
    readonly idOrCode: string,
    readonly version: number | null,
  ) {}
}
