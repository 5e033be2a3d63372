import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  FISCAL_CODE_MESSAGES,
  REGISTRY_MESSAGES,
  ReservationConflictError,
  resolveBirthPlace,
  type EventStore,
  type WorkerEvent,
  type WorkerPersonalData,
} from '@tutela/contracts';
import type { Principal } from '../../auth/principal';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { fold } from '../../shared/decider';
import { runCommand, type ClientRevision, type CommandResult } from '../../shared/command-runner';
import { DomainError } from '../../shared/domain-error';
import { eventMetadata } from '../../shared/event-metadata';
import type { Database } from '@tutela/projections';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import type { WorkerCommand } from '../domain/worker-commands';
import type { WorkerTenant } from '../domain/worker-scope';
import type { WorkerState } from '../domain/worker-state';
import { taxCodeTaken, workerDecider, workerStream } from '../domain/worker.decider';
import { workerReservations } from '../domain/worker-reservations';
import { WorkerAccess } from '../infrastructure/worker-access';
import { WorkerRegistry } from '../infrastructure/worker-registry';
import { fillTaxCodeReservations } from '../infrastructure/tax-code-reservations-fill';

export interface WorkerCommandOptions {
  principal: Principal;
  commandId: string;
  /** The worker card's revision when it was opened: a concurrent change of the same fields answers 409. */
  clientRevision?: ClientRevision;
}

export type WorkerCommandResult = CommandResult & {
  events: WorkerEvent[];
  state: WorkerState;
};

/**
 * The shell every worker command shares: load the worker, check who may change it, resolve the birth place
 * against the Belfiore list (asynchronous, so before the pure decider), decide, append with the tax-code key the
 * events take or give back (worker-reservations.ts), wait for the read models.
 */
@Injectable()
export class WorkerCommandRunner implements OnModuleInit {
  private readonly logger = new Logger('Workers');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Database,
    private readonly waiter: ProjectionWaiter,
    private readonly access: WorkerAccess,
    private readonly registry: WorkerRegistry,
  ) {}

  /** Before any command (and the demo seed): the keys of the workers hired before keys existed. */
  async onModuleInit(): Promise<void> {
    const fill = await fillTaxCodeReservations(this.db, this.store);
    if (fill?.withoutKey) {
      // The start goes on: the first hired keeps the key, the others are named for someone to dismiss or correct.
      const named = fill.duplicates.map(({ stream, key }) => `${stream} (${key})`).join(', ');
      this.logger.warn(
        `${fill.withoutKey} lavoratori in forza condividono azienda e codice fiscale con un altro assunto prima: restano com'erano, senza riserva del codice fiscale: ${named}${fill.withoutKey > fill.duplicates.length ? ', …' : ''}`,
      );
    }
  }

  /** The worker's current state (absent when the stream does not exist). */
  async load(workerId: string): Promise<WorkerState> {
    const recorded = await this.store.readStream(workerStream(workerId));
    return fold(
      workerDecider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as WorkerEvent),
    );
  }

  /** An existing worker the caller may change, else 404 / 403. */
  async existing(workerId: string, principal: Principal): Promise<Extract<WorkerState, { status: 'active' | 'resigned' }>> {
    const state = await this.load(workerId);
    if (state.status === 'absent') throw new DomainError(REGISTRY_MESSAGES.WORKER_NOT_FOUND, 'not_found');
    await this.access.assertCanWrite(principal, state);
    return state;
  }

  /**
   * Where a hired or transferred worker goes: a customer the caller may write to, and a factory of that customer.
   * A customer outside the caller's scope is "not found", like any record they cannot see.
   */
  async tenantFor(principal: Principal, customerId: string, factoryId: string | null): Promise<WorkerTenant> {
    const customer = await this.registry.customer(customerId);
    if (!customer) throw DomainError.validation('customer_id', 'Azienda non trovata');
    const tenant = { entityId: customer.entityId, customerId, factoryId };
    await this.access.assertCanWrite(principal, tenant);
    if (customer.resigned) throw DomainError.validation('customer_id', REGISTRY_MESSAGES.CUSTOMER_RESIGNED);
    if (factoryId && !(await this.registry.factoryBelongsTo(factoryId, customerId))) {
      throw DomainError.validation('factory_id', REGISTRY_MESSAGES.FACTORY_NOT_FOUND);
    }
    return tenant;
  }

  /**
   * The birth place as the Belfiore list names it, with its code: a municipality that existed on the birth date
   * (a ceased one is fine if it did) or a foreign state.
   */
  async withBirthPlace<T extends Partial<WorkerPersonalData>>(data: T, birthDate: string | undefined): Promise<T> {
    // Without a usable birth date the decider reports the form's errors (required / invalid date) as a whole.
    if ((!data.birthPlace && !data.birthPlaceCode) || !birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return data;
    const resolved = await resolveBirthPlace({
      code: data.birthPlaceCode,
      name: data.birthPlace,
      birthDate,
    });
    if (!resolved.ok) {
      throw new DomainError(resolved.message, 'validation', {
        birth_place: [
          resolved.message === FISCAL_CODE_MESSAGES.BIRTH_PLACE_INVALID ? resolved.message : FISCAL_CODE_MESSAGES.BIRTH_PLACE_UNKNOWN,
        ],
      });
    }
    return {
      ...data,
      birthPlace: resolved.place.name,
      birthPlaceCode: resolved.place.code,
    };
  }

  async run(workerId: string, tenant: WorkerTenant, command: WorkerCommand, options: WorkerCommandOptions): Promise<WorkerCommandResult> {
    const { principal } = options;
    const metadata = eventMetadata(
      {
        userId: principal.userId,
        name: principal.name,
        role: principal.role,
        entityId: tenant.entityId,
      },
      options.commandId,
      { customerId: tenant.customerId, factoryId: tenant.factoryId },
    );
    const result = await runCommand(this.store, workerStream(workerId), workerDecider, command, metadata, workerId, {
      clientRevision: options.clientRevision,
      reservations: workerReservations,
    }).catch(async (error: unknown) => {
      throw error instanceof ReservationConflictError ? await this.taxCodeConflict(error) : error;
    });
    await this.waiter.waitFor(result.position);
    return result;
  }

  /** 409 naming the worker already active at the customer with this tax code (read from their own stream). */
  private async taxCodeConflict(error: ReservationConflictError): Promise<DomainError> {
    const holder = error.holder?.startsWith('worker-') ? await this.load(error.holder.slice('worker-'.length)) : null;
    const fiscalCode = error.key.slice(error.key.indexOf(':') + 1);
    const name = holder && holder.status !== 'absent' ? `${holder.personal.firstName} ${holder.personal.lastName}` : null;
    const message = taxCodeTaken(fiscalCode, name);
    return new DomainError(message, 'conflict', { fiscal_code: [message] });
  }
}

export function commandAnswer(result: CommandResult): { data: CommandResult } {
  return {
    data: {
      id: result.id,
      revision: result.revision,
      position: result.position,
    },
  };
}
