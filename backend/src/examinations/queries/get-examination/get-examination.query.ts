import type { Principal } from '../../../auth/principal';

/** One visit by id, or by the route's key (`key` set, `examinationId` null). */
export class GetExaminationQuery {
  constructor(
    readonly examinationId: string | null,
    readonly key: string | null,
    readonly principal: Principal,
  ) {}
}

/** One signed version, current or archived, read-only. */
export class GetExaminationVersionQuery {
  constructor(
    readonly examinationId: string,
    readonly version: number,
    readonly principal: Principal,
  ) {}
}
