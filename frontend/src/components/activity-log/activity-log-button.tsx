import { lazy, Suspense, useState } from 'react';
import { canSeeActivityLog, MESSAGES } from '@tutela/contracts';
import { useOptionalUserData } from '../../lib/session';
import { Button } from '../ui/button';

// Loaded on first open: most visits to a record never open its log.
const ActivityLogDialog = lazy(() =>
  import('./activity-log-dialog').then((m) => ({
    default: m.ActivityLogDialog,
  })),
);

/**
 * Opens 'Ultime attività' for one record. Shown only from level 8 (spec part 1 §6, §9); the server refuses
 * the log below that level anyway. `logName` is the record's stream category ('user', 'worker',
 * 'customer'…), `subjectId` its id.
 */
export function ActivityLogButton({ logName, subjectId, className }: { logName: string; subjectId: string; className?: string }) {
  const session = useOptionalUserData();
  const [open, setOpen] = useState(false);
  const level = session?.permission.level ?? 0;
  if (!canSeeActivityLog(level)) return null;
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        {MESSAGES.ACTIVITY_LOG_TITLE}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ActivityLogDialog open={open} onClose={() => setOpen(false)} logName={logName} subjectId={subjectId} userLevel={level} />
        </Suspense>
      )}
    </>
  );
}
