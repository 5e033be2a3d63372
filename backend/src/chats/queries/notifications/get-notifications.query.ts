import type { Principal } from '../../../auth/principal';

export class GetNotificationsQuery {
  constructor(readonly principal: Principal) {}
}
