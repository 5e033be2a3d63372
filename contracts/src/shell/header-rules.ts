/** Header controls (spec part 1 §5, §6, §9). The server still checks every call these controls make. */

/** Add-worker and reset buttons. */
export function canUseWorkerButtons(level: number): boolean {
  return level >= 5;
}

const isHseManager = (role: string | null, second_role: string | null) => role === 'hse_manager' || second_role === 'hse_manager';

export function canSearchWorkers(level: number, role: string | null, second_role: string | null): boolean {
  return level >= 3 || isHseManager(role, second_role);
}

/**
 * The worker search queries only for more than 3 characters and an even length, as the spec says (it
 * halves the calls while typing). Surrounding spaces do not count.
 */
export function shouldQueryWorkerSearch(text: string): boolean {
  const length = text.trim().length;
  return length > 3 && length % 2 === 0;
}

export function canSearchCustomers(level: number, role: string | null, second_role: string | null): boolean {
  return level >= 5 || isHseManager(role, second_role);
}

/** Customer autocomplete: more than 2 characters (minimum 3). */
export function shouldQueryCustomerSearch(text: string): boolean {
  return text.trim().length > 2;
}

/** "Ultime attività" button. */
export function canSeeActivityLog(level: number): boolean {
  return level >= 8;
}
