import type { ChatViewer } from '@tutela/contracts';

export class ListChatContactsQuery {
  constructor(
    readonly viewer: ChatViewer,
    readonly entityId: string,
  ) {}
}
