import type { RecordScope } from '../../../shared/record-scope';

export class GetJobQuery {
  constructor(
    readonly jobId: string,
    readonly scope: RecordScope,
  ) {}
}
