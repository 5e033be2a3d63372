import type { ChatViewer } from '@tutela/contracts';
import type { PageRequest } from '../../../http/paging/query-page';

export class ListChatsQuery {
  constructor(
    readonly page: PageRequest,
    readonly viewer: ChatViewer,
  ) {}
}
