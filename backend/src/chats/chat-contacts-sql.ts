/** Who a viewer may open a SING chat with: the chats read model's condition (projections' chat-contacts-queries). */
export { CHAT_CONTACTS_WHERE, chatContactsParams } from '@tutela/projections';
