import type { Principal } from '../../../auth/principal';
import type { PageRequestDto } from '../../../http/paging/page-request.dto';

/** One page of the reads of a worker's clinical data, newest first. */
export class ListHealthDataReadsQuery {
  constructor(
    readonly workerId: string,
    readonly page: PageRequestDto,
    readonly principal: Principal,
  ) {}
}
