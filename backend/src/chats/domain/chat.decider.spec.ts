import { CHAT_MESSAGES, MESSAGES, type ChatViewer } from '@tutela/contracts';
import { deciderSpec } from '../../shared/testing/decider-specification';
import type { ChatCommand, OpenChat } from './chat-commands';
import { chatDecider, type ChatEvent } from './chat.decider';

const spec = deciderSpec(chatDecider);
const ANNA = { userId: 'anna', name: 'Anna Neri' };
const BRUNO = { userId: 'bruno', name: 'Bruno Sala' };
const viewer = (userId: string, roles: string[] = ['doctor'], entityId: string | null = 'e1', customerIds: string[] = []): ChatViewer => ({
  userId,
  entityId,
  roles,
  customerIds,
});
const by = (command: ChatCommand, who: ChatViewer = viewer('anna')) => ({ command, viewer: who });

const openSing: OpenChat = {
  type: 'OpenChat',
  chatId: 'c1',
  entityId: 'e1',
  title: ' Turni ',
  chatType: 'SING',
  customerId: null,
  createdBy: ANNA,
  secondUser: BRUNO,
  secondUserRequested: true,
};
const opened: ChatEvent = {
  type: 'ChatOpened',
  data: { chatId: 'c1', entityId: 'e1', customerId: null, title: 'Turni', type: 'SING', createdBy: ANNA, participants: [ANNA, BRUNO] },
};
const ammOpened: ChatEvent = { type: 'ChatOpened', data: { ...opened.data, type: 'AMM', participants: [ANNA] } };
const posted: ChatEvent = {
  type: 'ChatMessagePosted',
  data: { chatId: 'c1', messageId: 'm1', text: '<img src=x onerror=alert(1)>', author: ANNA },
};
const closed: ChatEvent = { type: 'ChatClosed', data: { chatId: 'c1' } };

describe('chat decider', () => {
  it('opens a SING chat with its second user, once', () => {
    spec.given([]).when(by(openSing)).then([opened]);
    spec.given([opened]).when(by(openSing)).thenFails('conflict', CHAT_MESSAGES.CHAT_ALREADY_EXISTS);
  });

  it('requires a title, and a second user only (and always) for SING', () => {
    spec
      .given([])
      .when(by({ ...openSing, title: '  ' }))
      .thenFails('validation', MESSAGES.REQUIRED, 'title');
    spec
      .given([])
      .when(by({ ...openSing, secondUser: null, secondUserRequested: false }))
      .thenFails('validation', CHAT_MESSAGES.SECOND_USER_REQUIRED, 'second_user_id');
    spec
      .given([])
      .when(by({ ...openSing, secondUser: null }))
      .thenFails('validation', CHAT_MESSAGES.SECOND_USER_NOT_FOUND, 'second_user_id');
    spec
      .given([])
      .when(by({ ...openSing, secondUser: ANNA }))
      .thenFails('validation', CHAT_MESSAGES.SECOND_USER_SELF, 'second_user_id');
    spec
      .given([])
      .when(by({ ...openSing, chatType: 'AMM' }))
      .thenFails('validation', CHAT_MESSAGES.SECOND_USER_ONLY_SING, 'second_user_id');
    spec
      .given([])
      .when(by({ ...openSing, chatType: 'AMM', secondUser: null, secondUserRequested: false }))
      .then([ammOpened]);
  });

  it('opens a coordination chat only with its company', () => {
    const cord: OpenChat = { ...openSing, chatType: 'CORD', secondUser: null, secondUserRequested: false };
    spec.given([]).when(by(cord)).thenFails('validation', CHAT_MESSAGES.CUSTOMER_REQUIRED, 'customer_id');
    spec
      .given([])
      .when(by({ ...cord, customerId: 'k1' }))
      .then([{ type: 'ChatOpened', data: { ...opened.data, type: 'CORD', customerId: 'k1', participants: [ANNA] } }]);
  });

  it('posts messages as typed, refuses blank ones and any in a closed chat', () => {
    const post: ChatCommand = { type: 'PostChatMessage', messageId: 'm1', text: '<img src=x onerror=alert(1)>', author: ANNA };
    spec.given([opened]).when(by(post)).then([posted]);
    spec
      .given([opened])
      .when(by({ ...post, text: ' \n ' }))
      .thenFails('validation', CHAT_MESSAGES.MESSAGE_REQUIRED, 'text');
    spec.given([opened, closed]).when(by(post)).thenFails('validation', CHAT_MESSAGES.CHAT_CLOSED, 'chatid');
    spec.given([]).when(by(post)).thenFails('not_found', CHAT_MESSAGES.CHAT_NOT_FOUND);
  });

  it('hides a chat from who is not in it: 404 for messages, reads and closing', () => {
    const outsider = viewer('carlo');
    spec
      .given([opened])
      .when(by({ type: 'PostChatMessage', messageId: 'm9', text: 'ciao', author: { userId: 'carlo', name: 'Carlo' } }, outsider))
      .thenFails('not_found');
    spec
      .given([opened])
      .when(by({ type: 'MarkChatRead', userId: 'carlo' }, outsider))
      .thenFails('not_found');
    spec
      .given([opened])
      .when(by({ type: 'CloseChat' }, outsider))
      .thenFails('not_found');
    // The same user id in another entity is not the same chat's participant.
    spec
      .given([opened])
      .when(by({ type: 'CloseChat' }, viewer('anna', ['doctor'], 'e2')))
      .thenFails('not_found');
  });

  it('marks read only what is new to the reader', () => {
    spec
      .given([opened, posted])
      .when(by({ type: 'MarkChatRead', userId: 'bruno' }, viewer('bruno')))
      .then([{ type: 'ChatRead', data: { chatId: 'c1', userId: 'bruno', messageCount: 1 } }]);
    spec
      .given([opened, posted])
      .when(by({ type: 'MarkChatRead', userId: 'anna' }))
      .thenNothing();
    spec
      .given([opened])
      .when(by({ type: 'MarkChatRead', userId: 'bruno' }, viewer('bruno')))
      .thenNothing();
  });

  it('lets only the chat’s administrators close it (403 for a participant who is not), once', () => {
    spec
      .given([opened])
      .when(by({ type: 'CloseChat' }))
      .then([closed]);
    spec
      .given([opened, closed])
      .when(by({ type: 'CloseChat' }))
      .thenNothing();
    spec
      .given([opened])
      .when(by({ type: 'CloseChat' }, viewer('bruno')))
      .thenFails('forbidden', CHAT_MESSAGES.CHAT_CLOSE_FORBIDDEN);
    // AMM: the administration closes it, not the user who asked.
    spec
      .given([ammOpened])
      .when(by({ type: 'CloseChat' }))
      .thenFails('forbidden', CHAT_MESSAGES.CHAT_CLOSE_FORBIDDEN);
    spec
      .given([ammOpened])
      .when(by({ type: 'CloseChat' }, viewer('dora', ['admin_manager'])))
      .then([closed]);
    spec
      .given([ammOpened])
      .when(by({ type: 'CloseChat' }, viewer('sara', ['secretary'])))
      .thenFails('not_found');
  });
});
