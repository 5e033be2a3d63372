import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHAT_MESSAGES } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { FormAlert } from '../../components/ui/form-parts';
import { Spinner } from '../../components/ui/spinner';
import { formatDateTime } from '../../lib/format-date';
import { useUserData } from '../../lib/session';
import { chatDetailQuery, useMarkChatRead, useSendMessage } from './chats-api';

/**
 * The chat dialog (60% wide): participants, messages, send box. Messages are rendered as text nodes, never as
 * markup, so whatever a user typed shows literally. Enter sends, Shift+Enter starts a new line. New messages
 * arrive through the live stream (which refetches this query) and are marked read while the dialog is open.
 */
export function ChatDialog({ chatId, onClose }: { chatId: string; onClose: () => void }) {
  const { user } = useUserData();
  const { data: chat, isError } = useQuery(chatDetailQuery(chatId));
  const send = useSendMessage();
  const markRead = useMarkChatRead();
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const unread = chat?.notify ?? 0;
  const count = chat?.messages.length ?? 0;

  useEffect(() => {
    if (unread > 0) markRead.mutate(chatId);
    // Only when new unread messages arrive: markRead is a fresh object each render.
  }, [chatId, unread]);
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = async () => {
    if (!text.trim() || send.isPending) return;
    setAlert(null);
    try {
      await send.mutateAsync({ chatid: chatId, text });
      setText('');
    } catch (error) {
      setAlert(error instanceof Error ? error.message : CHAT_MESSAGES.CHAT_SAVE_FAILED);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const closed = chat?.status === 1;
  const title = chat ? (chat.type === 'AMM' ? `AMMINISTRAZIONE — ${chat.title}` : chat.title) : 'Chat';

  return (
    <DialogFrame
      open
      onClose={onClose}
      width="60%"
      title={<span data-testid="chat-dialog-title">{title}</span>}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Chiudi
        </Button>
      }
    >
      {!chat && !isError && <Spinner />}
      {isError && <FormAlert message={CHAT_MESSAGES.CHAT_NOT_FOUND} />}
      {chat && (
        <div className="flex flex-col gap-3" data-testid="chat-dialog">
          <p className="text-xs text-slate-600">
            <span className="font-semibold">Partecipanti:</span> {chat.users.map((u) => u.name).join(', ')}
          </p>
          <div
            className="flex max-h-[50vh] min-h-[10rem] flex-col gap-2 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3"
            data-testid="chat-messages"
          >
            {chat.messages.length === 0 && <p className="text-slate-500">Nessun messaggio</p>}
            {chat.messages.map((message) => {
              const mine = message.user.id === user.id;
              return (
                <div key={message.id} className={mine ? 'self-end text-right' : 'self-start'} data-testid="chat-message">
                  <div className="text-[0.7rem] text-slate-500">
                    {message.user.name} · {formatDateTime(message.created_at)}
                  </div>
                  <div
                    data-testid="chat-message-text"
                    className={`whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-left ${mine ? 'bg-brand-600 text-white' : 'bg-white ring-1 ring-slate-200'}`}
                  >
                    {message.message}
                  </div>
                </div>
              );
            })}
            <div ref={bottom} />
          </div>
          <FormAlert message={alert} />
          {closed ? (
            <p className="text-slate-600">{CHAT_MESSAGES.CHAT_CLOSED}</p>
          ) : (
            <div className="flex items-end gap-2">
              <label className="flex-1 text-sm font-medium text-slate-700">
                <span className="sr-only">Messaggio</span>
                <textarea
                  className="w-full resize-none rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
                  rows={2}
                  placeholder="Scrivi un messaggio…"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={onKeyDown}
                  aria-label="Messaggio"
                  autoFocus
                />
              </label>
              <Button onClick={() => void submit()} disabled={!text.trim() || send.isPending}>
                Invia
              </Button>
            </div>
          )}
        </div>
      )}
    </DialogFrame>
  );
}
