import { applicationToMoveTo } from './active-application';
import { userDataFixture } from '../test-support/user-data';

const withEntity = (flags: { active_md: boolean; active_fr: boolean; active_sr: boolean }, forced_app: 'md' | 'fr' | 'sr' | null = null) => {
  const base = userDataFixture();
  return { ...base, entity: { ...base.entity, ...flags }, forced_app };
};

describe('applicationToMoveTo', () => {
  it('keeps an application the entity still has on', () => {
    expect(applicationToMoveTo('fr', withEntity({ active_md: true, active_fr: true, active_sr: true }))).toBeNull();
    expect(applicationToMoveTo('sr', withEntity({ active_md: false, active_fr: false, active_sr: true }))).toBeNull();
  });

  it('moves to the first active application, in md, fr, sr order, when the current one was switched off', () => {
    expect(applicationToMoveTo('fr', withEntity({ active_md: true, active_fr: false, active_sr: true }))).toBe('md');
    expect(applicationToMoveTo('md', withEntity({ active_md: false, active_fr: true, active_sr: true }))).toBe('fr');
    expect(applicationToMoveTo('md', withEntity({ active_md: false, active_fr: false, active_sr: true }))).toBe('sr');
  });

  it('follows a forced application, and stays put when even that one is off', () => {
    expect(applicationToMoveTo('md', withEntity({ active_md: true, active_fr: true, active_sr: true }, 'sr'))).toBe('sr');
    expect(applicationToMoveTo('md', withEntity({ active_md: true, active_fr: true, active_sr: false }, 'sr'))).toBeNull();
  });

  it('stays put when the entity has nothing active', () => {
    expect(applicationToMoveTo('fr', withEntity({ active_md: false, active_fr: false, active_sr: false }))).toBeNull();
  });
});
