import clsx from 'clsx';
import { DVR_STATUS } from '@tutela/contracts';
import { dvrStatusLabel } from './dvr-rules';

export function DvrStatusBadge({ status }: { status: number }) {
  return (
    <span
      data-testid="dvr-status"
      className={clsx(
        'inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === DVR_STATUS.SIGNED ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {dvrStatusLabel(status)}
    </span>
  );
}
