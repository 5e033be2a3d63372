import { CHAT_TYPE_LABELS, truncateText, type ChatParticipant, type ChatType } from '@tutela/contracts';

/** As the other texts of a summary (activity-summary.ts). */
const TITLE_MAX_LENGTH = 80;

type Describe = (data: Record<string, unknown>) => string[] | null;

const names = (value: unknown): string | null =>
  Array.isArray(value)
    ? (value as ChatParticipant[])
        .map((p) => p?.name)
        .filter((name): name is string => typeof name === 'string')
        .join(', ')
    : null;

/**
 * Chat events in the activity log: who opened what with whom, who wrote, never the message itself (the log is
 * read by the entity's administrators, the conversation is the participants').
 */
export const CHAT_SUMMARIES: Readonly<Record<string, Describe>> = {
  ChatOpened: (data) => {
    const type = CHAT_TYPE_LABELS[data.type as ChatType];
    const who = names(data.participants);
    return [
      ...(typeof data.title === 'string' ? [`titolo «${truncateText(data.title, TITLE_MAX_LENGTH)}»`] : []),
      ...(type ? [`tipo «${type}»`] : []),
      ...(who ? [`partecipanti «${who}»`] : []),
    ];
  },
  ChatMessagePosted: (data) => {
    const author = (data.author as ChatParticipant | undefined)?.name;
    return typeof author === 'string' ? [`da ${author}`] : [];
  },
  ChatRead: (data) => (typeof data.messageCount === 'number' ? [`messaggi letti ${data.messageCount}`] : []),
  ChatClosed: () => [],
};
