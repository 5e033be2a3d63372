import { applicationToMoveTo } from './active-application';
import { userDataFixture } from '../test-support/user-data';

const SECRETARY = { level: 6, role: 'secretary', second_role: null, show_application_switch: true };
const NURSE = { level: 4, role: 'nurse', second_role: null, show_application_switch: false };

const withEntity = (
  flags: { active_md: boolean; active_fr: boolean; active_sr: boolean },
  forced_app: 'md' | 'fr' | 'sr' | null = null,
  permission = SECRETARY,
  levels = { md: permission.level, fr: permission.level, sr: permission.level },
) => {
  const base = userDataFixture();
  return { ...base, entity: { ...base.entity, ...flags }, forced_app, permission, levels };
};
const ALL_ON = { active_md: true, active_fr: true, active_sr: true };

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

  it('brings a user without the application switch back to the first available application', () => {
    // The nurse found in Formazione what the secretary chose before logging out on the same browser.
    expect(applicationToMoveTo('fr', withEntity(ALL_ON, null, NURSE))).toBe('md');
    expect(applicationToMoveTo('sr', withEntity({ active_md: false, active_fr: true, active_sr: true }, null, NURSE))).toBe('fr');
    expect(applicationToMoveTo('md', withEntity(ALL_ON, null, NURSE))).toBeNull();
    // Above level 6 the switch is shown, so the choice stays.
    expect(applicationToMoveTo('fr', withEntity(ALL_ON, null, { ...NURSE, level: 8 }))).toBeNull();
  });

  it('brings a user without the switch to the application of their highest level: an RSPP to Sicurezza', () => {
    const rspp = { level: 4, role: 'RSPP', second_role: null, show_application_switch: false };
    expect(applicationToMoveTo('md', withEntity(ALL_ON, null, rspp, { md: 4, fr: 4, sr: 5 }))).toBe('sr');
    expect(applicationToMoveTo('sr', withEntity(ALL_ON, null, rspp, { md: 4, fr: 4, sr: 5 }))).toBeNull();
    // Sicurezza switched off: the next highest, md before fr on a tie.
    expect(applicationToMoveTo('sr', withEntity({ ...ALL_ON, active_sr: false }, null, rspp, { md: 4, fr: 4, sr: 5 }))).toBe('md');
  });

  it('lets a user with the switch stay in any application where they have a level, and moves them off one without', () => {
    const hse = { level: 4, role: 'hse_manager', second_role: null, show_application_switch: true };
    expect(applicationToMoveTo('md', withEntity(ALL_ON, null, hse, { md: 4, fr: 3, sr: 8 }))).toBeNull();
    expect(applicationToMoveTo('fr', withEntity(ALL_ON, null, hse, { md: 4, fr: 0, sr: 8 }))).toBe('sr');
  });
});
