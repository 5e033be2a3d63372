import type { CustomerAccess, CustomerContractsBody, CustomerDetail, CustomerNotice, CustomerStaffBody } from '@tutela/contracts';
import type { CustomerCommand } from './customers-api';

/**
 * What the customer info dialog edits, as one draft: the dialog has one edit mode and one Salva, which sends
 * only the commands whose part of the draft differs from the customer (each part is still its own command,
 * so the history shows "contratti modificati" only when a contract changed).
 */
export interface CustomerInfoDraft {
  contracts: {
    md_start: string;
    md_end: string;
    fr_start: string;
    fr_end: string;
    fr_price_list: string;
    sr_start: string;
    sr_end: string;
    sr_assignments: string;
  };
  doctors: { user_id: string; role: string }[];
  coordinatorIds: string[];
  secretaryIds: string[];
  access: CustomerAccess;
  groups: string;
  note: string;
  notice: CustomerNotice | null;
}

const orNull = (text: string) => text.trim() || null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (ids: string[]) => [...ids].sort();

export function draftFrom(customer: CustomerDetail): CustomerInfoDraft {
  const c = customer.contracts;
  return {
    contracts: {
      md_start: c.md.start ?? '',
      md_end: c.md.end ?? '',
      fr_start: c.fr.start ?? '',
      fr_end: c.fr.end ?? '',
      fr_price_list: c.fr.price_list ?? '',
      sr_start: c.sr.start ?? '',
      sr_end: c.sr.end ?? '',
      sr_assignments: c.sr.assignments ?? '',
    },
    doctors: customer.staff.doctors.map((doctor) => ({ user_id: doctor.user_id, role: doctor.role })),
    coordinatorIds: customer.staff.health_coordinators.map((member) => member.user_id),
    secretaryIds: customer.staff.secretaries.map((member) => member.user_id),
    access: customer.access,
    groups: customer.groups.join(', '),
    note: customer.note ?? '',
    notice: customer.default_notice,
  };
}

function contractsBody(draft: CustomerInfoDraft, customer: CustomerDetail): CustomerContractsBody {
  const d = draft.contracts;
  return {
    md_start: orNull(d.md_start),
    md_end: orNull(d.md_end),
    fr_start: orNull(d.fr_start),
    fr_end: orNull(d.fr_end),
    fr_price_list: orNull(d.fr_price_list),
    fr_organizing_secretary_id: customer.contracts.fr.organizing_secretary_id,
    sr_start: orNull(d.sr_start),
    sr_end: orNull(d.sr_end),
    sr_assignments: orNull(d.sr_assignments),
  };
}

function staffBody(draft: CustomerInfoDraft): CustomerStaffBody {
  return {
    doctors: draft.doctors.filter((doctor) => doctor.user_id && doctor.role.trim()),
    health_coordinator_ids: draft.coordinatorIds,
    secretary_ids: draft.secretaryIds,
  };
}

const parseGroups = (text: string) =>
  text
    .split(',')
    .map((group) => group.trim())
    .filter(Boolean);

/** The commands that bring the customer to the draft, in the order the cards show; empty when nothing changed. */
export function changedCommands(draft: CustomerInfoDraft, customer: CustomerDetail): CustomerCommand[] {
  const saved = draftFrom(customer);
  const commands: CustomerCommand[] = [];
  const contracts = contractsBody(draft, customer);
  if (!same(contracts, contractsBody(saved, customer))) commands.push({ kind: 'setContracts', body: contracts });
  const staff = staffBody(draft);
  const savedStaff = staffBody(saved);
  const staffChanged =
    !same(staff.doctors, savedStaff.doctors) ||
    !same(sorted(staff.health_coordinator_ids), sorted(savedStaff.health_coordinator_ids)) ||
    !same(sorted(staff.secretary_ids), sorted(savedStaff.secretary_ids));
  if (staffChanged) commands.push({ kind: 'setStaff', body: staff });
  if (!same(draft.access, saved.access)) commands.push({ kind: 'setAccess', body: draft.access });
  const groups = parseGroups(draft.groups);
  if (!same(groups, customer.groups)) commands.push({ kind: 'setGroups', groups });
  const note = orNull(draft.note);
  if (note !== customer.note) commands.push({ kind: 'setNote', note });
  if (draft.notice !== customer.default_notice) commands.push({ kind: 'setNotice', notice: draft.notice });
  return commands;
}
