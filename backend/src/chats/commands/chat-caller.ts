import type { ChatViewer } from '@tutela/contracts';
import type { CommandContext } from '../../shared/command-context';

/** Who sends a chat command: the request's command context, and the caller as the chat rules see them. */
export interface ChatCaller {
  context: CommandContext;
  viewer: ChatViewer;
}
