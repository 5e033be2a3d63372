import {
  availableApplications,
  canShowApplicationSwitch,
  computePermission,
  customerAccessLevel,
  type PermissionRoleGrant,
} from './permission-level';
import { ROLE_NAMES, type AppCode, type RoleName } from './roles';
import type { UserCustomerSettings } from '../users/user-events';

const grant = (name: RoleName, factory_id: string | null = null, customer_id: string | null = null): PermissionRoleGrant => ({
  name,
  customer_id,
  factory_id,
});

const settings = (over: Partial<UserCustomerSettings> = {}): UserCustomerSettings => ({
  level: 2,
  level_md: null,
  level_fr: null,
  factories_id: [],
  is_self_manage_workers_enabled: false,
  ...over,
});

const levelOf = (role: RoleName, app: AppCode) => computePermission({ app, roles: [grant(role)] }).level;

describe('computePermission: spec part 1 §6 table, one case per row and per application difference', () => {
  // [role, md, fr, sr]
  const rows: Array<[RoleName, number, number, number]> = [
    ['RSPP', 4, 4, 5],
    ['ASPP', 3, 3, 5],
    ['nurse', 5, 4, 4],
    ['secretary_client', 5, 4, 4],
    ['secretary_client_low', 5, 4, 4],
    ['doctor', 6, 6, 6],
    ['secretary', 6, 6, 6],
    ['specializing', 6, 6, 6],
    ['document_technician', 2, 2, 2],
    ['generic_user', 3, 3, 3],
    ['chemistry_head', 4, 4, 4],
    ['chemistry_technician', 4, 4, 4],
    ['MSDS_user', 4, 4, 4],
    ['car_component', 4, 4, 4],
    ['environment', 4, 4, 4],
    ['adr_manager', 4, 4, 4],
    ['adr_consultant', 4, 4, 4],
    ['procurement_viewer', 2, 2, 2],
    ['technician', 2, 2, 2],
    ['procurement_technician', 2, 2, 2],
    ['procurement_adminer', 3, 3, 3],
    ['nearmiss', 2, 2, 2],
    ['iso_user', 2, 2, 2],
    ['iso_admin', 3, 3, 3],
    ['hse_junior', 5, 5, 5],
    ['fr_junior', 5, 5, 5],
    ['secretary_junior', 5, 5, 5],
    ['hse_manager', 4, 3, 8],
    ['fr_manager', 8, 8, 8],
    ['admin_manager', 7, 5, 7],
    ['entity_administrator', 8, 8, 8],
    ['system_administrator', 9, 9, 9],
  ];

  it.each(rows)('%s: md %i, fr %i, sr %i', (role, md, fr, sr) => {
    expect([levelOf(role, 'md'), levelOf(role, 'fr'), levelOf(role, 'sr')]).toEqual([md, fr, sr]);
  });

  it('covers every role name (customer-type roles are tested below)', () => {
    const covered = new Set<string>([...rows.map((r) => r[0]), 'customer', 'customer_ticket_manager', 'read_only']);
    expect(ROLE_NAMES.filter((r) => !covered.has(r))).toEqual([]);
  });
});

describe('customer, customer_ticket_manager, read_only: access level', () => {
  const customerRoles: RoleName[] = ['customer', 'customer_ticket_manager', 'read_only'];

  it.each(customerRoles)('%s is 2 (SILVER) or 3 (GOLD) by user_customer.level', (role) => {
    expect(computePermission({ app: 'sr', roles: [grant(role)], user_customer: settings({ level: 2 }) }).level).toBe(2);
    expect(computePermission({ app: 'sr', roles: [grant(role)], user_customer: settings({ level: 3 }) }).level).toBe(3);
  });

  it('uses level_md in md and level_fr in fr when set, the general level otherwise', () => {
    const uc = settings({ level: 2, level_md: 3, level_fr: null });
    expect(computePermission({ app: 'md', roles: [grant('customer')], user_customer: uc }).level).toBe(3);
    expect(computePermission({ app: 'fr', roles: [grant('customer')], user_customer: uc }).level).toBe(2);
    expect(computePermission({ app: 'sr', roles: [grant('customer')], user_customer: uc }).level).toBe(2);
    const fr = settings({ level: 3, level_md: 2, level_fr: 2 });
    expect(computePermission({ app: 'fr', roles: [grant('customer')], user_customer: fr }).level).toBe(2);
    expect(computePermission({ app: 'sr', roles: [grant('customer')], user_customer: fr }).level).toBe(3);
  });

  it('defaults to SILVER without settings and caps higher values at GOLD', () => {
    expect(computePermission({ app: 'md', roles: [grant('customer')] }).level).toBe(2);
    expect(computePermission({ app: 'md', roles: [grant('customer')], user_customer: settings({ level: null }) }).level).toBe(2);
    expect(computePermission({ app: 'md', roles: [grant('customer')], user_customer: settings({ level: 9 }) }).level).toBe(3);
  });

  describe('self-managing workers (4 at level 2 for the factory in context)', () => {
    const uc = settings({ level: 2, is_self_manage_workers_enabled: true, factories_id: ['f1'] });

    it('gives 4 for a listed factory in context', () => {
      expect(computePermission({ app: 'sr', roles: [grant('customer')], user_customer: uc, factoryId: 'f1' }).level).toBe(4);
    });
    it('stays 2 for another factory, without a factory, or when disabled', () => {
      expect(computePermission({ app: 'sr', roles: [grant('customer')], user_customer: uc, factoryId: 'f2' }).level).toBe(2);
      expect(computePermission({ app: 'sr', roles: [grant('customer')], user_customer: uc }).level).toBe(2);
      const off = { ...uc, is_self_manage_workers_enabled: false };
      expect(computePermission({ app: 'sr', roles: [grant('customer')], user_customer: off, factoryId: 'f1' }).level).toBe(2);
    });
    it('does not apply at level 3', () => {
      expect(customerAccessLevel('sr', { ...uc, level: 3 }, 'f1')).toBe(3);
    });
    it('uses the per-application level to decide "at level 2"', () => {
      expect(customerAccessLevel('md', { ...uc, level: 3, level_md: 2 }, 'f1')).toBe(4);
    });
  });
});

describe('forced application', () => {
  it.each<RoleName>([
    'chemistry_head',
    'chemistry_technician',
    'MSDS_user',
    'car_component',
    'environment',
    'adr_manager',
    'adr_consultant',
    'nearmiss',
    'iso_user',
    'iso_admin',
  ])('%s forces sr', (role) => {
    expect(computePermission({ app: 'md', roles: [grant(role)] }).forced_app).toBe('sr');
  });

  it.each<RoleName>(['doctor', 'customer', 'procurement_viewer', 'hse_manager', 'system_administrator'])('%s does not force', (role) => {
    expect(computePermission({ app: 'md', roles: [grant(role)] }).forced_app).toBeNull();
  });

  it('is not forced when a higher non-forcing role gives the level', () => {
    const r = computePermission({ app: 'md', roles: [grant('chemistry_head'), grant('doctor')] });
    expect(r).toMatchObject({ level: 6, role: 'doctor', second_role: 'chemistry_head', forced_app: null });
  });
});

describe('factory pivot', () => {
  const roles = [grant('hse_manager', 'f1'), grant('RSPP', 'f2'), grant('document_technician')];

  it('ignores grants pinned to another factory while a factory is in context', () => {
    expect(computePermission({ app: 'sr', roles, factoryId: 'f2' })).toMatchObject({ level: 5, role: 'RSPP' });
    expect(computePermission({ app: 'sr', roles, factoryId: 'f1' })).toMatchObject({ level: 8, role: 'hse_manager' });
  });
  it('keeps grants without a factory pivot for any factory', () => {
    expect(computePermission({ app: 'sr', roles, factoryId: 'f9' })).toMatchObject({
      level: 2,
      role: 'document_technician',
      second_role: null,
    });
  });
  it('counts every grant when no factory is in context', () => {
    expect(computePermission({ app: 'sr', roles })).toMatchObject({ level: 8, role: 'hse_manager', second_role: 'RSPP' });
  });
});

describe('higher wins, role and second_role', () => {
  it('returns the best role and the next distinct one', () => {
    const r = computePermission({ app: 'md', roles: [grant('nurse'), grant('system_administrator'), grant('doctor')] });
    expect(r).toMatchObject({ level: 9, role: 'system_administrator', second_role: 'doctor' });
  });
  it('does not repeat the same role granted twice', () => {
    const r = computePermission({ app: 'md', roles: [grant('doctor', null, 'c1'), grant('doctor', null, 'c2')] });
    expect(r).toMatchObject({ level: 6, role: 'doctor', second_role: null });
  });
  it('levels depend on the application', () => {
    const roles = [grant('hse_manager'), grant('nurse')];
    expect(computePermission({ app: 'sr', roles })).toMatchObject({ level: 8, role: 'hse_manager', second_role: 'nurse' });
    expect(computePermission({ app: 'md', roles })).toMatchObject({ level: 5, role: 'nurse', second_role: 'hse_manager' });
  });
  it('breaks ties by the spec role order, whatever the grant order', () => {
    const a = computePermission({ app: 'md', roles: [grant('specializing'), grant('doctor')] });
    const b = computePermission({ app: 'md', roles: [grant('doctor'), grant('specializing')] });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ role: 'doctor', second_role: 'specializing' });
  });
  it('gives level 0 and no role without roles', () => {
    expect(computePermission({ app: 'md', roles: [] })).toEqual({
      level: 0,
      role: '',
      second_role: null,
      show_application_switch: false,
      forced_app: null,
    });
  });
});

describe('application switch', () => {
  it.each<RoleName>(['hse_manager', 'admin_manager', 'secretary'])('%s sets show_application_switch', (role) => {
    expect(computePermission({ app: 'fr', roles: [grant(role)] }).show_application_switch).toBe(true);
  });
  it('is set even when the switch role is not the winning one', () => {
    expect(computePermission({ app: 'md', roles: [grant('hse_manager'), grant('system_administrator')] }).show_application_switch).toBe(
      true,
    );
  });
  it.each<RoleName>(['doctor', 'fr_manager', 'customer'])('%s does not set it', (role) => {
    expect(computePermission({ app: 'md', roles: [grant(role)] }).show_application_switch).toBe(false);
  });
  it('canShowApplicationSwitch: above 6 or flagged', () => {
    expect(canShowApplicationSwitch(6, false)).toBe(false);
    expect(canShowApplicationSwitch(7, false)).toBe(true);
    expect(canShowApplicationSwitch(3, true)).toBe(true);
  });
  it('availableApplications drops applications switched off (0 or false)', () => {
    expect(availableApplications({ active_md: 1, active_fr: 1, active_sr: 1 }, null)).toEqual(['md', 'fr', 'sr']);
    expect(availableApplications({ active_md: 1, active_fr: 0, active_sr: true }, null)).toEqual(['md', 'sr']);
    expect(availableApplications({ active_md: false, active_fr: 1, active_sr: 1 }, null)).toEqual(['fr', 'sr']);
    expect(availableApplications({}, null)).toEqual(['md', 'fr', 'sr']);
  });
  it('availableApplications offers only the forced application, if active', () => {
    expect(availableApplications({ active_md: 1, active_fr: 1, active_sr: 1 }, 'sr')).toEqual(['sr']);
    expect(availableApplications({ active_md: 1, active_fr: 1, active_sr: 0 }, 'sr')).toEqual([]);
  });
});
