import { USER_MESSAGES } from '@tutela/contracts';
import type { EmailReservations } from '../../infrastructure/email-reservations';
import { userCreated, userHandlerHarness } from '../../testing/user-handler-harness';
import { UpdateUserProfileCommand } from './update-user-profile.command';
import { UpdateUserProfileHandler } from './update-user-profile.handler';

describe('UpdateUserProfileHandler', () => {
  function reservations(taken: string[]) {
    const calls: string[] = [];
    const fake = {
      claim: async (email: string) => (calls.push(`claim ${email}`), !taken.includes(email)),
      confirm: async (email: string) => void calls.push(`confirm ${email}`),
      release: async (email: string) => void calls.push(`release ${email}`),
      releaseOthers: async (_u: string, kept: string) => void calls.push(`keep ${kept}`),
    };
    return { fake: fake as unknown as EmailReservations, calls };
  }

  it('claims a new e-mail, records it normalized and frees the old one', async () => {
    const h = userHandlerHarness();
    await h.given('user-u1', [userCreated('u1')]);
    const r = reservations([]);
    await new UpdateUserProfileHandler(h.pipeline, r.fake).execute(
      new UpdateUserProfileCommand('u1', { email: ' Nuova@X.it ' }, h.options()),
    );
    expect((await h.store.readStream('user-u1'))[1].data).toEqual({ email: 'nuova@x.it' });
    expect(r.calls).toEqual(['claim nuova@x.it', 'confirm nuova@x.it', 'keep nuova@x.it']);
  });

  it("refuses another user's e-mail without appending", async () => {
    const h = userHandlerHarness();
    await h.given('user-u1', [userCreated('u1')]);
    const r = reservations(['presa@x.it']);
    await expect(
      new UpdateUserProfileHandler(h.pipeline, r.fake).execute(new UpdateUserProfileCommand('u1', { email: 'presa@x.it' }, h.options())),
    ).rejects.toMatchObject({ fieldErrors: { email: [USER_MESSAGES.EMAIL_TAKEN] } });
    expect(await h.store.readStream('user-u1')).toHaveLength(1);
  });

  it('releases the new claim when the user does not exist', async () => {
    const h = userHandlerHarness();
    const r = reservations([]);
    await expect(
      new UpdateUserProfileHandler(h.pipeline, r.fake).execute(new UpdateUserProfileCommand('u9', { email: 'a@x.it' }, h.options())),
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(r.calls).toEqual(['claim a@x.it', 'release a@x.it']);
  });
});
