import { computePermission, type PermissionRoleGrant } from './permission-level';
import { hasApplicationSwitch, landingApplication, reachableApplications, type ApplicationAccess } from './application-landing';
import { APP_CODES, type AppCode, type RoleName } from './roles';

const ALL_ON = { active_md: true, active_fr: true, active_sr: true };

/** What getuserdata answers for a user holding `roles` (no pivot), computed as the server does. */
function accessOf(roles: RoleName[], entity = ALL_ON): ApplicationAccess {
  const grants: PermissionRoleGrant[] = roles.map((name) => ({ name, customer_id: null, factory_id: null }));
  const per = Object.fromEntries(APP_CODES.map((app) => [app, computePermission({ app, roles: grants })])) as Record<
    AppCode,
    ReturnType<typeof computePermission>
  >;
  return {
    levels: { md: per.md.level, fr: per.fr.level, sr: per.sr.level },
    entity,
    forced_app: per.md.forced_app,
    show_application_switch: per.md.show_application_switch,
  };
}

describe('landing application', () => {
  it('lands RSPP and ASPP (5 in sr) in Sicurezza, the only application they may work in', () => {
    for (const role of ['RSPP', 'ASPP'] as const) {
      expect(landingApplication(accessOf([role]), null)).toBe('sr');
      expect(reachableApplications(accessOf([role]))).toEqual(['sr']);
      expect(landingApplication(accessOf([role]), 'md')).toBe('sr');
    }
  });

  it('lands hse_manager (8 in sr, 4 in md) in Sicurezza, with every application on the switch', () => {
    const hse = accessOf(['hse_manager']);
    expect(landingApplication(hse, null)).toBe('sr');
    expect(hasApplicationSwitch(hse)).toBe(true);
    expect(reachableApplications(hse)).toEqual(['md', 'fr', 'sr']);
  });

  it('lands a user with the switch in their last application when they still may', () => {
    expect(landingApplication(accessOf(['hse_manager']), 'md')).toBe('md');
    expect(landingApplication(accessOf(['secretary']), 'fr')).toBe('fr');
    // The entity switched it off since: the highest level again.
    expect(landingApplication(accessOf(['hse_manager'], { ...ALL_ON, active_md: false }), 'md')).toBe('sr');
  });

  it('lands on a tie in md, fr, sr order, and a nurse (5 in md) in Medicina whatever was last', () => {
    expect(landingApplication(accessOf(['doctor']), null)).toBe('md');
    expect(landingApplication(accessOf(['admin_manager']), null)).toBe('md');
    expect(landingApplication(accessOf(['nurse']), 'fr')).toBe('md');
    expect(landingApplication(accessOf(['doctor']), 'sr')).toBe('md');
  });

  it('keeps the forced-sr roles in Sicurezza, even over a last application or a higher level elsewhere', () => {
    const chemistry = accessOf(['chemistry_head']);
    expect(landingApplication(chemistry, 'md')).toBe('sr');
    expect(reachableApplications(chemistry)).toEqual(['sr']);
    expect(landingApplication(accessOf(['nearmiss'], { ...ALL_ON, active_sr: false }), null)).toBeNull();
  });

  it('offers only applications where the user has a level and the entity has them on', () => {
    const srOnly: ApplicationAccess = { levels: { md: 0, fr: 0, sr: 8 }, entity: ALL_ON, forced_app: null, show_application_switch: false };
    expect(reachableApplications(srOnly)).toEqual(['sr']);
    expect(landingApplication(srOnly, 'md')).toBe('sr');
    expect(reachableApplications({ ...srOnly, levels: { md: 7, fr: 0, sr: 8 } })).toEqual(['md', 'sr']);
    expect(reachableApplications({ ...srOnly, levels: { md: 7, fr: 0, sr: 8 }, entity: { ...ALL_ON, active_sr: 0 } })).toEqual(['md']);
    expect(landingApplication({ ...srOnly, levels: { md: 0, fr: 0, sr: 0 } }, null)).toBeNull();
  });
});
