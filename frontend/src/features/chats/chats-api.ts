import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommandAnswer, ChatContact, ChatDetail, ChatMessageBody, ChatRow, PagedResponse, SaveChatBody } from '@tutela/contracts';
import { apiFetch } from '../../lib/api-client';
import { CHATS_QUERY_KEY, invalidateChatData } from '../../lib/live-events';

/** Chats calls: relative paths, sent to /api/{current app}/. */
type Answer = CommandAnswer;

/** The Chats page shows the caller's chats in one page (they are few: open ones first). */
export const CHATS_PAGE_SIZE = 100;

export function chatsListQuery() {
  return queryOptions({
    queryKey: [CHATS_QUERY_KEY, 'list'] as const,
    queryFn: ({ signal }) => apiFetch<PagedResponse<ChatRow>>('chats', { query: { per_page: CHATS_PAGE_SIZE }, signal }),
  });
}

export function chatDetailQuery(id: string) {
  return queryOptions({
    queryKey: [CHATS_QUERY_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: ChatDetail }>(`chats/${encodeURIComponent(id)}`, { signal })).data,
  });
}

export function chatContactsQuery() {
  return queryOptions({
    queryKey: [CHATS_QUERY_KEY, 'contacts'] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: ChatContact[] }>('chats/contacts', { signal })).data,
    staleTime: 5 * 60 * 1000,
  });
}

export function customerChoicesQuery() {
  return queryOptions({
    queryKey: [CHATS_QUERY_KEY, 'customer-choices'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<PagedResponse<{ id: string; company_name: string }>>('customers', {
          query: { per_page: 100, sort: 'company_name' },
          signal,
        })
      ).data,
  });
}

/** Every chat write answers once the read models caught up: refetching now shows it (badge included). */
function useChatMutation<T>(mutationFn: (body: T) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateChatData(queryClient) });
}

export const useSaveChat = () => useChatMutation((body: SaveChatBody) => apiFetch<Answer>('chats', { method: 'POST', body }));
export const useSendMessage = () => useChatMutation((body: ChatMessageBody) => apiFetch<Answer>('chatmessage', { method: 'POST', body }));
export const useMarkChatRead = () =>
  useChatMutation((chatid: string) => apiFetch<Answer>('chatsrnf', { method: 'POST', body: { chatid }, silent: true }));
