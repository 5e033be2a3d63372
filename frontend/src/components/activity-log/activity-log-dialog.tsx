import { useMemo } from 'react';
import { MESSAGES, type ActivityLogEntry, type PagedResponse } from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';
import { Button } from '../ui/button';
import { DialogFrame } from '../ui/dialog-frame';
import { GenericList } from '../list/generic-list';
import type { ListQuery } from '../list/list-types';
import { ACTIVITY_LOG_COLUMNS, ACTIVITY_LOG_TABLE_NAME } from './activity-log-columns';

const DIALOG_WIDTH = '900px';

function fetchActivities(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<ActivityLogEntry>> {
  // Relative: the log answers in every application, with the level the user has there.
  return apiFetch<PagedResponse<ActivityLogEntry>>('activities/log', {
    query,
    signal,
  });
}

/**
 * 'Ultime attività' (spec part 1 §2 Dialogs, §7 GET activities/log with logName and subjectId): the changes
 * of one record, newest first, 900 px wide. The log is append-only and ordered by the server, so the list
 * offers paging but no sorting or filters.
 */
export function ActivityLogDialog({
  open,
  onClose,
  logName,
  subjectId,
  userLevel,
}: {
  open: boolean;
  onClose: () => void;
  logName: string;
  subjectId: string;
  userLevel: number;
}) {
  const params = useMemo(() => ({ logName, subjectId }), [logName, subjectId]);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      width={DIALOG_WIDTH}
      title={MESSAGES.ACTIVITY_LOG_TITLE}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Chiudi
        </Button>
      }
    >
      {open && (
        <GenericList
          tableName={ACTIVITY_LOG_TABLE_NAME}
          columns={ACTIVITY_LOG_COLUMNS}
          fetchPage={fetchActivities}
          params={params}
          persist={false}
          userLevel={userLevel}
          getRowId={(row) => String(row.id)}
        />
      )}
    </DialogFrame>
  );
}
