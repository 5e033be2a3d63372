import type { RecordScope } from '../../../shared/record-scope';
import type { JobLookupRequestDto } from '../../http/jobs.request.dto';

export class LookupJobsQuery {
  constructor(
    readonly params: JobLookupRequestDto,
    readonly scope: RecordScope,
  ) {}
}
