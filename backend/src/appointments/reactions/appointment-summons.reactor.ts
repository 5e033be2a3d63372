import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type AppointmentCancelledData,
  type AppointmentMailReason,
  type AppointmentMailRecipient,
  type Database,
  type EventStore,
  type RecordedEvent,
} from '@tutela/contracts';
import { appointmentNames, entityById } from '@tutela/projections';
import { MailOutbox } from '../../auth/mail/mail-outbox';
import type { ResolvedAppConfig } from '../../config/app-config';
import type { Reactor } from '../../platform/reactions/reactor';
import { Reactions } from '../../platform/reactions/reactions';
import { CommandPipeline } from '../../shared/command-pipeline';
import { fold } from '../../shared/decider';
import { derivedUuid } from '../../shared/derived-uuid';
import { APP_CONFIG, DATABASE, EVENT_STORE } from '../../shared/tokens';
import type { ExistingAppointment } from '../domain/appointment-state';
import { appointmentDecider, type AppointmentEvent } from '../domain/appointment.decider';
import { appointmentStreamDeclaration } from '../domain/appointment.stream';
import { calendarContentType, calendarInvite } from './appointment-ics';
import { summonsBody, summonsPlace, summonsSubject, summonsSummary, type SummonsFacts } from './appointment-summons-text';

const REASONS: Readonly<Record<string, AppointmentMailReason>> = {
  AppointmentBooked: 'booked',
  AppointmentMoved: 'moved',
  AppointmentCancelled: 'cancelled',
};

/** The kind of the outbox rows (its log line says "Email "appointment_summons" per …"). */
export const SUMMONS_MAIL_KIND = 'appointment_summons';

/**
 * The summons (issue 35, "Mail"): when an appointment is booked, moved or cancelled and its booking asked to mail
 * the worker(s) and/or the customer, one mail per address goes to the mail outbox (SMTP when configured) with an
 * .ics, then AppointmentMailQueued is recorded on the appointment (the delivery evidence on its card). The stream
 * is read as it stood at the causing event, so a late run sends what that event meant. Every outbox row is keyed
 * `${event.id}:${address}` and the record's command id derives from the event's: a retry or a replay enqueues and
 * appends nothing twice.
 */
@Injectable()
export class AppointmentSummonsReactor implements Reactor, OnModuleInit {
  readonly name = 'appointment-summons';
  readonly handles = ['AppointmentBooked', 'AppointmentMoved', 'AppointmentCancelled'] as const;

  constructor(
    private readonly reactions: Reactions,
    private readonly pipeline: CommandPipeline,
    private readonly outbox: MailOutbox,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: ResolvedAppConfig,
  ) {}

  onModuleInit(): void {
    this.reactions.register(this);
  }

  async react(event: RecordedEvent): Promise<number> {
    const reason = REASONS[event.type];
    if (!reason) return 0;
    const recorded = await this.store.readStream(event.stream, { toRevision: event.revision });
    const state = fold(
      appointmentDecider,
      recorded.map((each) => ({ type: each.type, data: each.data }) as AppointmentEvent),
    );
    if (state.status === 'none') return 0;
    const { mail } = state.booked.details;
    if (!mail.worker && !mail.workers && !mail.customer) return 0;
    const appointmentId = state.booked.appointmentId;

    const { facts, workerEmails } = await this.facts(
      state,
      reason,
      reason === 'cancelled' ? (event.data as AppointmentCancelledData).reason : null,
    );
    const recipients = recipientsOf(state, workerEmails);
    if (!recipients.length) return 0;
    const method = reason === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const organizer = { name: facts.entityName, address: addressOf(this.config.mailFrom) };
    const outboxIds: number[] = [];
    for (const recipient of recipients) {
      const ics = calendarInvite({
        method,
        uid: `${appointmentId}@tutela`,
        sequence: event.revision,
        stamp: event.metadata.occurredAt,
        slot: state.slot,
        summary: summonsSummary(facts),
        location: facts.place,
        description: facts.note,
        organizer,
        attendees: [recipient.address],
      });
      outboxIds.push(
        await this.outbox.enqueue({
          kind: SUMMONS_MAIL_KIND,
          to: recipient.address,
          subject: summonsSubject(facts),
          text: summonsBody(facts, recipient.role, recipient.name),
          userId: null,
          attachments: [{ filename: 'appuntamento.ics', contentType: calendarContentType(method), content: ics }],
          dedupeKey: `${event.id}:${recipient.address}`,
        }),
      );
    }

    const { metadata } = event;
    const record = await this.pipeline.run(
      appointmentStreamDeclaration,
      appointmentId,
      {
        type: 'RecordAppointmentMail',
        appointmentId,
        mail: {
          appointmentId,
          reason,
          recipients: recipients.map(({ address, role }) => ({ address, role })),
          outboxIds,
          causationEventId: event.id,
        },
      },
      // The reaction acts for whoever booked, moved or cancelled, inside the appointment's entity.
      {
        actor: { userId: metadata.actorId, name: metadata.actorName, role: metadata.actorRole, entityId: metadata.entityId },
        scope: { entityId: state.booked.entityId, customerIds: null, factoryIds: null },
        commandId: derivedUuid(`${event.id}:mail-queued`),
        causationId: metadata.commandId,
        reaction: true,
      },
    );
    return record.position;
  }

  /** The names the mail shows, read from the read models by the booking's ids (current names). */
  private async facts(
    state: ExistingAppointment,
    reason: AppointmentMailReason,
    cancelReason: string | null,
  ): Promise<{ facts: SummonsFacts; workerEmails: WorkerEmail[] }> {
    const { booked } = state;
    const [names, entity] = await Promise.all([
      appointmentNames(this.db, {
        physicianId: booked.physicianId,
        customerId: booked.customerId,
        workerIds: booked.details.workerIds,
        clinicId: booked.clinicId,
      }),
      entityById(this.db, booked.entityId),
    ]);
    const customerName = names.customer_name;
    const clinic = names.clinic_name ? { name: names.clinic_name, address: names.clinic_address } : null;
    const facts: SummonsFacts = {
      reason,
      slot: state.slot,
      visit: booked.details.visit,
      title: booked.details.title,
      customerName,
      physicianName: names.physician_name,
      place: summonsPlace({ location: booked.details.location, locationAddress: booked.details.locationAddress, clinic, customerName }),
      note: booked.details.note,
      cancelReason,
      entityName: entity?.name ?? 'Tutela',
      workerNames: names.worker_names,
    };
    return { facts, workerEmails: names.worker_emails };
  }
}

interface WorkerEmail {
  name: string;
  email: string;
}

/** A recipient, with the worker's name when the mail goes to one worker's own address (the greeting). */
type Recipient = AppointmentMailRecipient & { name?: string };

/**
 * Who the booking asked to mail: the addresses typed in for the worker (send_mail), each worker of a multi booking
 * at their own address in the workers' read model (send_mail_multi), then the customer's (send_mail_to_customer);
 * an address only once.
 */
export function recipientsOf(state: ExistingAppointment, workerEmails: readonly WorkerEmail[]): Recipient[] {
  const { mail, multi } = state.booked.details;
  const candidates: Recipient[] = [
    ...(mail.worker ? mail.workerAddresses.map((address) => ({ address, role: 'worker' as const })) : []),
    ...(mail.workers && multi ? workerEmails.map(({ name, email }) => ({ address: email, role: 'worker' as const, name })) : []),
    ...(mail.customer ? mail.customerAddresses.map((address) => ({ address, role: 'customer' as const })) : []),
  ];
  const seen = new Set<string>();
  return candidates.filter(({ address }) => {
    const key = address.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** MAIL_FROM's address ('Tutela <noreply@tutela.it>' → noreply@tutela.it), for the .ics ORGANIZER. */
function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}
