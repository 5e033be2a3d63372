import type { Principal } from '../../../auth/principal';

export class PreviewDvrHazardsQuery {
  constructor(
    readonly dvrId: string,
    readonly principal: Principal,
  ) {}
}
