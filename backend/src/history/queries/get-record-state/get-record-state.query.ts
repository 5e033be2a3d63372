import type { Principal } from '../../../auth/principal';
import type { HistoryPoint } from '../../domain/record-timeline';

export class GetRecordStateQuery {
  constructor(
    readonly kind: string,
    readonly id: string,
    readonly point: HistoryPoint,
    readonly principal: Principal,
  ) {}
}
