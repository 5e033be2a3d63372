import type { Principal } from '../../../http/principal';

export class GetNotificationsQuery {
  constructor(readonly principal: Principal) {}
}
