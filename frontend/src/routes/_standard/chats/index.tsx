import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ChatsPage } from '../../../features/chats/chats-page';

interface ChatsSearch {
  /** The chat whose dialog is open (a notification links straight to it). */
  chat?: string;
}

// Chats (every user, every application).
export const Route = createFileRoute('/_standard/chats/')({
  validateSearch: (search: Record<string, unknown>): ChatsSearch =>
    typeof search.chat === 'string' && search.chat ? { chat: search.chat } : {},
  component: ChatsRoute,
});

function ChatsRoute() {
  const { chat } = Route.useSearch();
  const navigate = useNavigate();
  return <ChatsPage openChatId={chat ?? null} onOpenChat={(id) => void navigate({ to: '/chats', search: id ? { chat: id } : {} })} />;
}
