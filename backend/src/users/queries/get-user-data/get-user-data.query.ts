import type { Principal } from '../../../auth/principal';

export class GetUserDataQuery {
  constructor(readonly principal: Principal) {}
}
