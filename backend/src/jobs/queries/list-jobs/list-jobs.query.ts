import type { RecordScope } from '../../../shared/record-scope';
import type { ListJobsRequestDto } from '../../http/jobs.request.dto';

export class ListJobsQuery {
  constructor(
    readonly params: ListJobsRequestDto,
    readonly scope: RecordScope,
  ) {}
}
