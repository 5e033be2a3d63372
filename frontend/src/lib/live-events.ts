import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS, type AppCode, type EventsTicketResponse } from '@tutela/contracts';
import { apiFetch } from './api-client';
import { USER_DATA_QUERY_KEY } from './session';

/** Query keys a chat change makes stale: the chats feature's, the notifications, the user data (header badge). */
export const CHATS_QUERY_KEY = 'chats';
export const NOTIFICATIONS_QUERY_KEY = 'notifications';
/** After a dropped stream: try again this long later (the 160 s refresh covers the gap meanwhile). */
const RECONNECT_MS = 15_000;

export function invalidateChatData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [CHATS_QUERY_KEY] }),
    queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_QUERY_KEY] }),
    queryClient.invalidateQueries({ queryKey: [USER_DATA_QUERY_KEY] }),
  ]);
}

/**
 * The server's event stream while a guarded page is open: a chat change refetches the badge, the notifications
 * and the open chat at once. EventSource cannot send the bearer token, so each connection first trades it for a
 * single-use ticket; a dropped stream is reopened with a fresh one.
 */
export function useLiveEvents(app: AppCode): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    const connect = async () => {
      try {
        const { data } = await apiFetch<EventsTicketResponse>(`/api/${app}/events/ticket`, { method: 'POST', body: {}, silent: true });
        if (stopped) return;
        source = new EventSource(`/api/${app}/events/stream?ticket=${encodeURIComponent(data.ticket)}`);
        source.addEventListener(LIVE_EVENTS.chat, () => void invalidateChatData(queryClient));
        source.onerror = () => {
          source?.close();
          source = null;
          schedule();
        };
      } catch {
        schedule();
      }
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [app, queryClient]);
}
