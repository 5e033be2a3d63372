import { activityOperation } from './activity-operation';
import { activitySummary } from './activity-summary';

const summary = (eventType: string, attributes: unknown) =>
  activitySummary({ eventType, operation: activityOperation(eventType, 'chat'), subjectType: 'CHAT', attributes });

describe('chat events in the activity log', () => {
  it('names the chat, its type and participants, the author of a message but never its text', () => {
    const anna = { userId: 'a', name: 'Anna Neri' };
    const bruno = { userId: 'b', name: 'Bruno Sala' };
    expect(activityOperation('ChatOpened', 'chat')).toBe('INSERIMENTO');
    expect(summary('ChatOpened', { chatId: 'c', title: 'Turni', type: 'SING', participants: [anna, bruno], createdBy: anna })).toBe(
      'Inserimento chat: titolo «Turni», tipo «Utente singolo», partecipanti «Anna Neri, Bruno Sala».',
    );
    const posted = summary('ChatMessagePosted', { chatId: 'c', messageId: 'm', text: 'dati riservati', author: anna });
    expect(posted).toBe('Messaggio inviato nella chat: da Anna Neri.');
    expect(posted).not.toContain('riservati');
    expect(summary('ChatRead', { chatId: 'c', userId: 'b', messageCount: 3 })).toBe('Chat letta: messaggi letti 3.');
    expect(summary('ChatClosed', { chatId: 'c' })).toBe('Chat chiusa.');
  });

  it('shortens a long title between whole characters: an emoji is never cut in half', () => {
    expect(summary('ChatOpened', { chatId: 'c', title: `a${'😀'.repeat(60)}` })).toBe(`Inserimento chat: titolo «a${'😀'.repeat(39)}…».`);
    expect(summary('ChatOpened', { chatId: 'c', title: 'Turni' })).toBe('Inserimento chat: titolo «Turni».');
  });
});
