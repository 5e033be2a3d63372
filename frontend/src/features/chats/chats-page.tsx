import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES, CHAT_TYPE_LABELS, MESSAGES, type ChatRow } from '@tutela/contracts';
import { AppLink } from '../../components/ui/app-link';
import { Button } from '../../components/ui/button';
import { openConfirm } from '../../components/ui/confirm-dialog/use-confirm';
import { Icon } from '../../components/ui/icon';
import { Spinner } from '../../components/ui/spinner';
import { useUserData } from '../../lib/session';
import { useSnackbar } from '../../lib/use-snackbar';
import { ChatCreateDialog } from './chat-create-dialog';
import { ChatDialog } from './chat-dialog';
import { chatsListQuery, useSaveChat } from './chats-api';

/** Coordination chats are opened by the provider's staff with a company (the customers list needs level 5). */
const COORDINATION_MIN_LEVEL = 5;

function ChatRowView({ row, onOpen, onClose }: { row: ChatRow; onOpen: () => void; onClose: () => void }) {
  return (
    <tr className="border-t border-slate-100" data-testid="chat-row">
      <td className="px-3 py-2 whitespace-nowrap">{CHAT_TYPE_LABELS[row.type]}</td>
      <td className="px-3 py-2">
        <span className={row.status === 1 ? 'text-slate-500 line-through' : ''}>{row.title}</span>
        {row.status === 1 && <span className="ml-2 rounded bg-slate-200 px-1.5 text-xs text-slate-700">chiusa</span>}
        {/* A closed chat has nothing left to read (the header does not count it either). */}
        {row.status === 0 && row.notify > 0 && (
          <span className="ml-2 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white" aria-label={`${row.notify} da leggere`}>
            {row.notify}
          </span>
        )}
      </td>
      <td className="w-12 px-1 py-2 text-center">
        <button
          type="button"
          className="rounded p-1.5 text-brand-700 hover:bg-slate-100"
          onClick={onOpen}
          aria-label={`Apri la chat ${row.title}`}
          title="Apri"
        >
          <Icon name="chat" />
        </button>
      </td>
      <td className="w-12 px-1 py-2 text-center">
        {row.ADM === 1 && row.status === 0 && (
          <button
            type="button"
            className="rounded p-1.5 text-red-700 hover:bg-red-50"
            onClick={onClose}
            aria-label={`Chiudi la chat ${row.title}`}
            title="Chiudi chat"
          >
            ✕
          </button>
        )}
      </td>
    </tr>
  );
}

/** /chats: the caller's chats with open and close actions, the plus button, the chat dialog. */
export function ChatsPage({ openChatId, onOpenChat }: { openChatId: string | null; onOpenChat: (id: string | null) => void }) {
  const { permission } = useUserData();
  const snackbar = useSnackbar();
  const { data, isPending, isError } = useQuery(chatsListQuery());
  const save = useSaveChat();
  const [creating, setCreating] = useState<null | 'chat' | 'cord'>(null);

  const close = async (row: ChatRow) => {
    if (!(await openConfirm({ variant: 'default', title: 'Chiudi chat', message: MESSAGES.CHAT_CLOSE_CONFIRM }))) return;
    try {
      await save.mutateAsync({ id: row.id, status: 1 });
      snackbar.show(CHAT_MESSAGES.CHAT_CLOSE_DONE, 'success');
    } catch (error) {
      snackbar.show(error instanceof Error ? error.message : MESSAGES.DATA_SAVE_ERROR, 'error');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Percorso" className="text-sm text-slate-600">
        <AppLink href="/dashboards/home" className="text-brand-700 hover:underline">
          Dashboard
        </AppLink>
        <span className="mx-2">›</span>
        <span aria-current="page">Chat</span>
      </nav>
      <div className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h1 className="text-lg font-semibold">Chat</h1>
          <div className="flex gap-2">
            {permission.level >= COORDINATION_MIN_LEVEL && (
              <Button variant="secondary" onClick={() => setCreating('cord')}>
                Coordinamento
              </Button>
            )}
            <Button onClick={() => setCreating('chat')} aria-label="Nuova chat" title="Nuova chat">
              <Icon name="plus" />
            </Button>
          </div>
        </div>
        {isPending && <Spinner className="p-4" />}
        {isError && <p className="p-4 text-red-700">{MESSAGES.DATA_SAVE_ERROR}</p>}
        {data && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th className="px-3 py-2">Tipo</th>
                  <th className="px-3 py-2">Argomento</th>
                  <th className="px-1 py-2">
                    <span className="sr-only">Apri</span>
                  </th>
                  <th className="px-1 py-2">
                    <span className="sr-only">Chiudi</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.data.length === 0 && (
                  <tr>
                    <td colSpan={4} className="px-3 py-6 text-center text-slate-500">
                      Nessuna chat
                    </td>
                  </tr>
                )}
                {data.data.map((row) => (
                  <ChatRowView key={row.id} row={row} onOpen={() => onOpenChat(row.id)} onClose={() => void close(row)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {creating && (
        <ChatCreateDialog
          coordination={creating === 'cord'}
          onClose={() => setCreating(null)}
          onCreated={(id) => {
            setCreating(null);
            onOpenChat(id);
          }}
        />
      )}
      {openChatId && <ChatDialog chatId={openChatId} onClose={() => onOpenChat(null)} />}
    </div>
  );
}
