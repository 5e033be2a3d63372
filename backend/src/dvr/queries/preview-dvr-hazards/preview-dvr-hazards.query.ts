import type { Principal } from '../../../http/principal';

export class PreviewDvrHazardsQuery {
  constructor(
    readonly dvrId: string,
    readonly principal: Principal,
  ) {}
}
