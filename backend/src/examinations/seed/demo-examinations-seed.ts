import { Logger, type INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { DomainError } from '../../shared/domain-error';
import { EVENT_STORE } from '../../shared/tokens';
import { demoPrincipal } from '../../demo/demo-principal';
import { demoWorkerId } from '../../workers/public';
import { ReopenExaminationCommand } from '../commands/reopen-examination/reopen-examination.command';
import { visitCommandOf } from '../commands/sign-examination/sign-examination.command';
import type { SaveExaminationRequestDto } from '../commands/save-examination/save-examination.request.dto';
import { examinationIdFor } from '../domain/examination-identity';

/** One demo visit: the steps it goes through (s = save NF, a = save ATT, f = sign, r = reopen). */
interface DemoVisit {
  worker: number;
  date: string;
  steps: readonly ('s' | 'a' | 'f' | 'r')[];
  exdata: Record<string, unknown>;
}

export const DEMO_VISITS: readonly DemoVisit[] = [
  { worker: 0, date: '2025-11-10', steps: ['s', 'f'], exdata: { giudizio: 'ID', tipo_visita: 'PV', accertamenti_eseguiti: [15] } },
  {
    worker: 1,
    date: '2025-12-02',
    steps: ['s', 'f'],
    exdata: { giudizio: 'IL', limitazioni: 'Evitare la movimentazione di carichi oltre 15 kg', tipo_visita: 'PV' },
  },
  { worker: 2, date: '2026-01-15', steps: ['s'], exdata: { giudizio: 'ID', tipo_visita: 'PV' } },
  { worker: 3, date: '2026-01-20', steps: ['a'], exdata: {} },
  {
    worker: 4,
    date: '2025-10-05',
    steps: ['s', 'f', 'r', 'f'],
    exdata: { giudizio: 'IP', prescrizioni: 'Uso di otoprotettori', tipo_visita: 'PV', accertamenti_eseguiti: [14] },
  },
];

/**
 * A few signed, open and pending visits for the first demo workers, through the commands. Command ids are fixed,
 * so a restart appends nothing (the command pipeline answers a replayed command with its first outcome). A worker
 * the read model does not show yet only skips its visit: demo data never stops the platform from starting.
 */
export async function seedDemoExaminations(app: INestApplicationContext): Promise<void> {
  const commands = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  await app.get(ProjectionWaiter).waitFor(await store.headPosition(), 30_000);
  const principal = demoPrincipal('doctor', 'md', 9);
  for (const [index, visit] of DEMO_VISITS.entries()) {
    const workerId = demoWorkerId(visit.worker);
    const timeKey = `demo${index + 1}`;
    const stream = await store.readStream(`examination-${examinationIdFor(workerId, timeKey)}`);
    let revision = stream.length ? stream[stream.length - 1].revision : -1;
    try {
      for (const [step, kind] of visit.steps.entries()) {
        const commandId = `tutela-demo:examination:${index}:${step}`;
        const signedAt = new Date(`${visit.date}T10:${String(step).padStart(2, '0')}:00.000Z`);
        const result =
          kind === 'r'
            ? await commands.execute(
                new ReopenExaminationCommand(examinationIdFor(workerId, timeKey), undefined, principal, commandId, signedAt),
              )
            : await commands.execute(
                visitCommandOf(
                  {
                    worker_id: workerId,
                    time_key: timeKey,
                    examinationdate: visit.date,
                    type_id: 10,
                    status: kind === 'f' ? 1 : kind === 'a' ? -1 : 0,
                    exdata: visit.exdata,
                    form_code: 'VIS',
                    form_version: 1,
                  } as SaveExaminationRequestDto,
                  principal,
                  commandId,
                  signedAt,
                ),
              );
        revision = (result as { revision: number }).revision;
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      new Logger('Visite').warn(`Visita demo ${index + 1} saltata: ${error.message} (revisione ${revision})`);
    }
  }
}
