import { Logger, type INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, VISIT_FORM_KEYS, type EventStore } from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { DomainError } from '../../shared/domain-error';
import { EVENT_STORE } from '../../shared/tokens';
import { demoPrincipal } from '../../demo/demo-principal';
import { demoWorkerId } from '../../workers/public';
import { visitCommandOf } from '../commands/sign-examination/sign-examination.command';
import type { SaveExaminationRequestDto } from '../commands/save-examination/save-examination.request.dto';

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Demo customer workers (every fifth demo worker works there; the 11th, index 10, has left). */
export const DEMO_DUE_WORKERS: readonly number[] = [15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70];

/**
 * Yearly visits signed about a year before the first start, so that 'Da fissare' has workers falling due: from ten
 * days overdue to about six weeks ahead. The dates are relative to the day of the first start (the demo shows a
 * live schedule); the command ids are fixed, so a later start appends nothing.
 */
export async function seedDemoDueVisits(app: INestApplicationContext): Promise<void> {
  const commands = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  await app.get(ProjectionWaiter).waitFor(await store.headPosition(), 30_000);
  const principal = demoPrincipal('doctor', 'md', 9);
  const today = ROME_DAY.format(new Date());
  for (const [index, worker] of DEMO_DUE_WORKERS.entries()) {
    const date = addDays(today, -365 - 10 + index * 5);
    try {
      await commands.execute(
        visitCommandOf(
          {
            worker_id: demoWorkerId(worker),
            time_key: `due${index + 1}`,
            examinationdate: date,
            type_id: 10,
            status: 1,
            exdata: { giudizio: 'ID', tipo_visita: 'PV', [VISIT_FORM_KEYS.nextVisitPeriod]: '12' },
            form_code: 'VIS',
            form_version: 1,
          } as SaveExaminationRequestDto,
          principal,
          `tutela-demo:due-visit:${index}`,
          new Date(`${date}T10:00:00.000Z`),
        ),
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      new Logger('Visite').warn(`Visita demo in scadenza ${index + 1} saltata: ${error.message}`);
    }
  }
}
