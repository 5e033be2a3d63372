import type { Principal } from '../../../auth/principal';

export class GetDvrQuery {
  constructor(
    readonly dvrId: string,
    readonly principal: Principal,
  ) {}
}

export class GetDvrRevisionQuery {
  constructor(
    readonly dvrId: string,
    readonly number: number,
    readonly principal: Principal,
  ) {}
}
