import { FISCAL_CODE_MESSAGES, resolveBirthPlace, type WorkerPersonalData } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';

/**
 * The birth place as the Belfiore list names it, with its code: a municipality that existed on the birth date
 * (a ceased one is fine if it did) or a foreign state. Resolved by the handler before the command is built: the
 * list loads asynchronously and the decider stays pure.
 */
export async function withBirthPlace<T extends Partial<WorkerPersonalData>>(data: T, birthDate: string | undefined): Promise<T> {
  // Without a usable birth date the decider reports the form's errors (required / invalid date) as a whole.
  if ((!data.birthPlace && !data.birthPlaceCode) || !birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return data;
  const resolved = await resolveBirthPlace({ code: data.birthPlaceCode, name: data.birthPlace, birthDate });
  if (!resolved.ok) {
    throw new DomainError(resolved.message, 'validation', {
      birth_place: [
        resolved.message === FISCAL_CODE_MESSAGES.BIRTH_PLACE_INVALID ? resolved.message : FISCAL_CODE_MESSAGES.BIRTH_PLACE_UNKNOWN,
      ],
    });
  }
  return { ...data, birthPlace: resolved.place.name, birthPlaceCode: resolved.place.code };
}
