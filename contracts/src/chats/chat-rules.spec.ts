import { administersChat, canSeeChat, chatTypesAdministeredBy, type ChatAccessFacts, type ChatViewer } from './chat-rules';

const viewer = (userId: string, roles: string[] = [], customerIds: string[] = [], entityId: string | null = 'e1'): ChatViewer => ({
  userId,
  entityId,
  roles,
  customerIds,
});
const chat = (facts: Partial<ChatAccessFacts>): ChatAccessFacts => ({
  entityId: 'e1',
  type: 'SING',
  customerId: null,
  createdBy: 'anna',
  participantIds: ['anna', 'bruno'],
  ...facts,
});

describe('chat rules', () => {
  it('shows a SING chat to its two users only, and lets its creator administer it', () => {
    const sing = chat({});
    expect([
      canSeeChat(sing, viewer('anna')),
      canSeeChat(sing, viewer('bruno')),
      canSeeChat(sing, viewer('carlo', ['system_administrator'])),
    ]).toEqual([true, true, false]);
    expect([administersChat(sing, viewer('anna')), administersChat(sing, viewer('bruno'))]).toEqual([true, false]);
    expect(canSeeChat(sing, viewer('anna', [], [], 'e2'))).toBe(false);
  });

  it('gives AMM chats to the administration and SEG chats to the secretaries, of the same entity', () => {
    const amm = chat({ type: 'AMM', participantIds: ['anna'] });
    expect(administersChat(amm, viewer('franco', ['admin_manager']))).toBe(true);
    expect(administersChat(amm, viewer('anna'))).toBe(false);
    expect(canSeeChat(amm, viewer('sara', ['secretary']))).toBe(false);
    expect(canSeeChat(amm, viewer('franco', ['admin_manager'], [], 'e2'))).toBe(false);
    expect(canSeeChat(amm, viewer('root', ['system_administrator'], [], null))).toBe(true);
    expect(administersChat(chat({ type: 'SEG' }), viewer('sara', ['secretary']))).toBe(true);
    expect(chatTypesAdministeredBy(['doctor', 'secretary'])).toEqual(['SEG']);
  });

  it('shows a coordination chat to the users of its company', () => {
    const cord = chat({ type: 'CORD', customerId: 'k1', participantIds: ['anna'] });
    expect(canSeeChat(cord, viewer('cliente', ['customer'], ['k1']))).toBe(true);
    expect(canSeeChat(cord, viewer('altro', ['customer'], ['k2']))).toBe(false);
    expect(administersChat(cord, viewer('cliente', ['customer'], ['k1']))).toBe(false);
  });
});
