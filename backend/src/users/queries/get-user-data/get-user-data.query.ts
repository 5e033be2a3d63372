import type { Principal } from '../../../http/principal';

export class GetUserDataQuery {
  constructor(readonly principal: Principal) {}
}
