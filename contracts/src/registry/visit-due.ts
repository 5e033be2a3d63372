import { PERIOD_NONE, PERIOD_ONCE, PERIOD_VDT } from './health-protocol';

/** ISO date `months` after `date` (clamped to the month's last day: 31 January + 1 month is 28/29 February). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/**
 * When the next examination of a protocol row is due: none without a last one (the first is due at once and the
 * examinations context dates it), none for "once only" or "no period"; VDT is 5 years, 2 from 50 years of age.
 * One rule for the worker's card (its protocol's due dates) and the visit's next date.
 */
export function nextDue(last: string | null, period: number, age: number | null): string | null {
  if (!last || period === PERIOD_NONE || period === PERIOD_ONCE) return null;
  if (period === PERIOD_VDT) return addMonths(last, age !== null && age >= 50 ? 24 : 60);
  return period > 0 ? addMonths(last, period) : null;
}

/** Age in whole years on `today` (UTC) of someone born on the ISO date `birthDate`; null when unknown or malformed. */
export function ageOn(birthDate: string | null, today: Date): number | null {
  if (!birthDate) return null;
  const [year, month, day] = birthDate.split('-').map(Number);
  if (!year || !month || !day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
