import type { ChatViewer } from '@tutela/contracts';

export class GetChatQuery {
  constructor(
    readonly chatId: string,
    readonly viewer: ChatViewer,
  ) {}
}
