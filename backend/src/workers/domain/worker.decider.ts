import {
  BUSINESS_IMPACTS,
  FISCAL_CODE_MESSAGES,
  MESSAGES,
  REGISTRY_MESSAGES,
  checkFiscalCode,
  computeFiscalCode,
  deomocode,
  isContractType,
  isIsoDate,
  isValidWorkerEmail,
  normalizeFiscalCode,
  type WorkerEmploymentUpdatedData,
  type WorkerEvent,
  type WorkerPersonalData,
  type WorkerPersonalDataUpdatedData,
} from '@tutela/contracts';
import type { Decider } from '../../shared/decider';
import { DomainError } from '../../shared/domain-error';
import type { HireWorker, TransferWorker, UpdateWorkerEmployment, UpdateWorkerPersonalData, WorkerCommand } from './worker-commands';
import { evolveWorker, initialWorkerState, type ExistingWorker, type WorkerState } from './worker-state';

export const WORKER_MESSAGES = {
  ALREADY_EXISTS: 'Lavoratore già presente',
  NOT_RESIGNED: 'Il lavoratore non è dimesso',
  CONTRACT_INVALID: 'Tipo di contratto non valido',
  SUITABILITY_INVALID: 'Idoneità non valida',
  BUSINESS_IMPACT_INVALID: 'Impatto organizzativo non valido',
  DATE_INVALID: 'Data non valida',
  SEX_INVALID: 'Sesso non valido',
} as const;

/** The 409 of a second active employment of one tax code at one customer (see worker-reservations.ts). */
export function taxCodeTaken(fiscalCode: string, holderName: string | null): string {
  return holderName
    ? `${holderName} (codice fiscale ${fiscalCode}) è già in forza presso questa azienda`
    : `Un lavoratore con codice fiscale ${fiscalCode} è già in forza presso questa azienda`;
}

type Existing = Extract<WorkerState, { status: 'active' | 'resigned' }>;

function requireExisting(state: WorkerState): Existing {
  if (state.status === 'absent') throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
  return state;
}

/** Collects every field error of a form at once, so the dialog can mark them all. */
class FieldErrors {
  private readonly errors: Record<string, string[]> = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  throwIfAny(): void {
    const fields = Object.keys(this.errors);
    if (fields.length === 0) return;
    const missing = fields.some((field) => this.errors[field].includes(MESSAGES.REQUIRED));
    const message = missing ? REGISTRY_MESSAGES.REQUIRED_FIELDS_MISSING : this.errors[fields[0]][0];
    throw new DomainError(message, 'validation', this.errors);
  }
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim();
const orNull = (value: string | null | undefined) => trimmed(value) || null;

/** The personal data made tidy (trimmed, upper-case code) and checked as a whole; the tax code computed when absent. */
function checkedPersonalData(data: WorkerPersonalData, keepCodeIfStale: string | null = null): WorkerPersonalData {
  const errors = new FieldErrors();
  const personal: WorkerPersonalData = {
    ...data,
    firstName: trimmed(data.firstName),
    lastName: trimmed(data.lastName),
    birthPlace: trimmed(data.birthPlace),
    birthPlaceCode: orNull(data.birthPlaceCode)?.toUpperCase() ?? null,
    fiscalCode: orNull(data.fiscalCode) ? normalizeFiscalCode(data.fiscalCode as string) : null,
    email: orNull(data.email),
    ...(data.emailPersonal !== undefined && {
      emailPersonal: orNull(data.emailPersonal),
    }),
    ...(data.phone !== undefined && { phone: orNull(data.phone) }),
  };
  if (!personal.firstName) errors.add('first_name', MESSAGES.REQUIRED);
  if (!personal.lastName) errors.add('last_name', MESSAGES.REQUIRED);
  if (!personal.birthPlace) errors.add('birth_place', MESSAGES.REQUIRED);
  if (!personal.birthDate) errors.add('birth_date', MESSAGES.REQUIRED);
  else if (!isIsoDate(personal.birthDate)) errors.add('birth_date', WORKER_MESSAGES.DATE_INVALID);
  if (!personal.sex) errors.add('sex', MESSAGES.REQUIRED);
  else if (personal.sex !== 'M' && personal.sex !== 'F') errors.add('sex', WORKER_MESSAGES.SEX_INVALID);
  if (personal.email && !isValidWorkerEmail(personal.email)) errors.add('email', REGISTRY_MESSAGES.EMAIL_INVALID);
  if (personal.emailPersonal && !isValidWorkerEmail(personal.emailPersonal)) {
    errors.add('email_personal', REGISTRY_MESSAGES.EMAIL_INVALID);
  }
  errors.throwIfAny();

  const forCode = {
    firstName: personal.firstName,
    lastName: personal.lastName,
    sex: personal.sex,
    birthDate: personal.birthDate,
    birthPlaceCode: personal.birthPlaceCode ?? '',
  };
  if (!personal.fiscalCode) {
    const computed = computeFiscalCode(forCode);
    if (!computed) errors.add('fiscal_code', FISCAL_CODE_MESSAGES.CANNOT_COMPUTE);
    errors.throwIfAny();
    return { ...personal, fiscalCode: computed };
  }
  const check = checkFiscalCode(personal.fiscalCode, forCode);
  if (check.ok) return personal;
  // The stored code was the one computed from the old data: it follows the corrected data.
  if (keepCodeIfStale && personal.fiscalCode === keepCodeIfStale) {
    const computed = computeFiscalCode(forCode);
    if (computed) return { ...personal, fiscalCode: computed };
  }
  errors.add('fiscal_code', check.message);
  errors.throwIfAny();
  return personal;
}

function checkedEmployment(changes: UpdateWorkerEmployment['changes']): UpdateWorkerEmployment['changes'] {
  const errors = new FieldErrors();
  if (changes.contract && !isContractType(changes.contract)) errors.add('contract', WORKER_MESSAGES.CONTRACT_INVALID);
  if (changes.suitability !== undefined && changes.suitability !== null && !/^[A-Z]{1,6}$/.test(changes.suitability)) {
    errors.add('suitability', WORKER_MESSAGES.SUITABILITY_INVALID);
  }
  if (changes.businessImpact && !BUSINESS_IMPACTS.includes(changes.businessImpact)) {
    errors.add('business_impact', WORKER_MESSAGES.BUSINESS_IMPACT_INVALID);
  }
  errors.throwIfAny();
  return {
    ...changes,
    ...(changes.contract !== undefined && {
      contract: changes.contract || null,
    }),
  };
}

function hire(command: HireWorker, state: WorkerState): WorkerEvent[] {
  if (state.status !== 'absent') throw new DomainError(WORKER_MESSAGES.ALREADY_EXISTS, 'conflict');
  if (!command.customerId) throw DomainError.validation('customer_id', MESSAGES.REQUIRED);
  const personal = checkedPersonalData(command.personal);
  const employment = checkedEmployment({ contract: command.contract ?? null });
  if (command.hiredOn && !isIsoDate(command.hiredOn)) throw DomainError.validation('hired_on', WORKER_MESSAGES.DATE_INVALID);
  return [
    {
      type: 'WorkerHired',
      data: {
        workerId: command.workerId,
        entityId: command.entityId,
        customerId: command.customerId,
        factoryId: command.factoryId,
        ...personal,
        hiredOn: command.hiredOn ?? null,
        contract: employment.contract ?? null,
      },
    },
  ];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the fields that really change are recorded, so the activity log never shows empty edits. */
function updatePersonalData(command: UpdateWorkerPersonalData, state: WorkerState): WorkerEvent[] {
  const worker: ExistingWorker = requireExisting(state);
  const current = worker.personal;
  const merged = { ...current, ...command.changes };
  // A stored code that was the computed one (omocodia aside) is recomputed when the data it encodes change.
  const stale =
    command.changes.fiscalCode === undefined && current.fiscalCode && current.birthPlaceCode
      ? deomocode(current.fiscalCode) ===
        computeFiscalCode({
          ...current,
          birthPlaceCode: current.birthPlaceCode,
        })
        ? current.fiscalCode
        : null
      : null;
  const next = checkedPersonalData(merged, stale);
  const changed: WorkerPersonalDataUpdatedData = { workerId: worker.workerId };
  for (const key of Object.keys(next) as (keyof WorkerPersonalData)[]) {
    if (!sameValue(next[key], current[key])) Object.assign(changed, { [key]: next[key] ?? null });
  }
  return Object.keys(changed).length > 1 ? [{ type: 'WorkerPersonalDataUpdated', data: changed }] : [];
}

function updateEmployment(command: UpdateWorkerEmployment, state: WorkerState): WorkerEvent[] {
  const worker = requireExisting(state);
  const next = checkedEmployment(command.changes);
  const current: Omit<WorkerEmploymentUpdatedData, 'workerId'> = {
    contract: worker.contract,
    suitability: worker.suitability,
    businessImpact: worker.businessImpact,
    excludeSs: worker.excludeSs,
  };
  const changed: WorkerEmploymentUpdatedData = { workerId: worker.workerId };
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (next[key] !== undefined && !sameValue(next[key], current[key])) Object.assign(changed, { [key]: next[key] });
  }
  return Object.keys(changed).length > 1 ? [{ type: 'WorkerEmploymentUpdated', data: changed }] : [];
}

function transfer(command: TransferWorker, state: WorkerState): WorkerEvent[] {
  const worker = requireExisting(state);
  if (!command.customerId) throw DomainError.validation('customer_id', MESSAGES.REQUIRED);
  if (worker.customerId === command.customerId && worker.factoryId === command.factoryId) return [];
  return [
    {
      type: 'WorkerTransferred',
      data: {
        workerId: worker.workerId,
        customerId: command.customerId,
        factoryId: command.factoryId,
      },
    },
  ];
}

export function decideWorker(command: WorkerCommand, state: WorkerState): WorkerEvent[] {
  switch (command.type) {
    case 'HireWorker':
      return hire(command, state);
    case 'UpdateWorkerPersonalData':
      return updatePersonalData(command, state);
    case 'UpdateWorkerEmployment':
      return updateEmployment(command, state);
    case 'ResignWorker': {
      const worker = requireExisting(state);
      if (worker.status === 'resigned') throw new DomainError(REGISTRY_MESSAGES.WORKER_RESIGNED, 'conflict');
      if (!isIsoDate(command.resignedOn)) throw DomainError.validation('resigned_on', WORKER_MESSAGES.DATE_INVALID);
      return [
        {
          type: 'WorkerResigned',
          data: { workerId: worker.workerId, resignedOn: command.resignedOn },
        },
      ];
    }
    case 'ReinstateWorker': {
      const worker = requireExisting(state);
      if (worker.status !== 'resigned') throw new DomainError(WORKER_MESSAGES.NOT_RESIGNED, 'conflict');
      return [{ type: 'WorkerReinstated', data: { workerId: worker.workerId } }];
    }
    case 'TransferWorker':
      return transfer(command, state);
    default: {
      const unknownCommand: never = command;
      throw new Error(`Comando sconosciuto: ${JSON.stringify(unknownCommand)}`);
    }
  }
}

export const workerDecider: Decider<WorkerCommand, WorkerState, WorkerEvent> = {
  initialState: initialWorkerState,
  evolve: evolveWorker,
  decide: decideWorker,
};

export const workerStream = (workerId: string) => `worker-${workerId}`;
