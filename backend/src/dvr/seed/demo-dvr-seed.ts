import { Logger, type INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DVR_SITE_CODE, type DvrCommandAnswer, type DvrFormData, type EventStore, type Database } from '@tutela/contracts';
import { ProjectionWaiter } from '../../platform/projection-waiter';
import { DomainError } from '../../shared/domain-error';
import { DATABASE, EVENT_STORE } from '../../shared/tokens';
import { DEMO_CUSTOMER, demoId } from '../../demo/demo-data';
import { demoPrincipal } from '../../demo/demo-principal';
import { siteDvrId } from '../commands/create-dvr/create-dvr.handler';
import { CreateDvrCommand } from '../commands/create-dvr/create-dvr.command';
import type { CreateDvrRequestDto } from '../commands/create-dvr/create-dvr.request.dto';
import { SaveDvrDataCommand } from '../commands/save-dvr-data/save-dvr-data.command';
import type { SaveDvrDataRequestDto } from '../commands/save-dvr-data/save-dvr-data.request.dto';
import { SignDvrCommand } from '../commands/sign-dvr/sign-dvr.command';
import type { SignDvrRequestDto } from '../commands/sign-dvr/sign-dvr.request.dto';

/** The site DVR of the demo customer's first factory: its two specific jobs in two areas, as the jobs' seed has them. */
export function demoSiteDvrData(factoryId: string): DvrFormData {
  const welder = demoId(`job:${factoryId}:saldatore`);
  const forklift = demoId(`job:${factoryId}:carrellista`);
  const row = (hazard_id: string, frequency: number, probability: number, damage: number, measures: string) => ({
    hazard_id,
    evaluation_date: '15/01/2025',
    exposition_days: 220,
    frequency: String(frequency),
    probability: String(probability),
    damage: String(damage),
    measures,
  });
  return {
    card: {
      document_date: '15/01/2025',
      revisione: '00',
      ragione_sociale: 'Officine Meccaniche Demo S.p.A.',
      descrizione_attivita: 'Carpenteria metallica e saldatura di strutture in acciaio',
      numero_lavoratori: 42,
      datore_lavoro_nome: 'Giorgio Bianchi',
      rspp_tipo: 'esterno',
      rspp_nome: 'Paolo Ferri',
      medico_competente_nome: 'Dott.ssa Laura Conti',
      metodologia: 'matrice_pxd',
    },
    areas: [
      {
        area_id: demoId(`dvr-area:${factoryId}:saldatura`),
        name: 'Reparto saldatura',
        description: 'Banchi di saldatura a filo e TIG',
        job_ids: [welder],
      },
      {
        area_id: demoId(`dvr-area:${factoryId}:magazzino`),
        name: 'Magazzino',
        description: 'Scaffalature e corsie dei carrelli',
        job_ids: [forklift],
      },
    ],
    jhaz: [
      { job_id: welder, ...row('RUMORE', 4, 3, 3, 'Otoprotettori, cabine fonoassorbenti') },
      { job_id: welder, ...row('ROA', 4, 3, 3, 'Schermi e maschere per saldatura') },
      { job_id: welder, ...row('AGENTI_CHIMICI', 4, 2, 3, 'Aspirazione localizzata dei fumi') },
      { job_id: forklift, ...row('VIBRAZIONI_WB', 4, 2, 2, 'Sedili ammortizzati, manutenzione delle corsie') },
      { job_id: forklift, ...row('RUMORE', 2, 2, 2, 'Manutenzione dei carrelli') },
      { job_id: forklift, ...row('ATTREZZATURE', 5, 2, 4, 'Patentino, percorsi segnalati') },
    ],
  };
}

/**
 * A signed site DVR (revision 1) and an open noise assessment for the demo customer's first factory, so the sr
 * screens have something real to show. Left alone once its stream exists (the consultant may have changed it);
 * the command ids are fixed. A factory the read models do not show yet only skips it: demo data never stops a start.
 */
export async function seedDemoDvrs(app: INestApplicationContext): Promise<void> {
  const commands = app.get(CommandBus);
  const store = app.get<EventStore>(EVENT_STORE);
  const db = app.get<Database>(DATABASE);
  await app.get(ProjectionWaiter).waitFor(await store.headPosition(), 30_000);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM customer_factories WHERE customer_id = $1 ORDER BY id LIMIT 1', [
    DEMO_CUSTOMER.id,
  ]);
  const factoryId = rows[0]?.id;
  if (!factoryId || (await store.readStream(`dvr-${siteDvrId(factoryId)}`, { toRevision: 0 })).length > 0) return;
  const principal = demoPrincipal('hse_manager', 'sr', 8);
  const at = (minute: number) => new Date(`2025-01-15T09:${String(minute).padStart(2, '0')}:00.000Z`);
  try {
    const create = (code: string, title: string | null, step: string) =>
      commands.execute<CreateDvrCommand, DvrCommandAnswer>(
        new CreateDvrCommand(
          { customer_id: DEMO_CUSTOMER.id, factory_id: factoryId, code, title } as CreateDvrRequestDto,
          principal,
          `tutela-demo:dvr:${step}`,
        ),
      );
    const save = (dvrId: string, code: string, revision: number, dvrdata: DvrFormData, formCode: string, step: string) =>
      commands.execute<SaveDvrDataCommand, DvrCommandAnswer>(
        new SaveDvrDataCommand(
          {
            customer: DEMO_CUSTOMER.id,
            factory_id: factoryId,
            dvr_id: dvrId,
            code,
            dvrdata,
            tosave: true,
            form_code: formCode,
            form_version: 1,
            revision,
          } as SaveDvrDataRequestDto,
          principal,
          `tutela-demo:dvr:${step}`,
        ),
      );
    const site = await create(DVR_SITE_CODE, null, 'site:create');
    const saved = await save(site.id, DVR_SITE_CODE, site.revision, demoSiteDvrData(factoryId), 'DVR-SEDE', 'site:save');
    await commands.execute(
      new SignDvrCommand(
        site.id,
        { revision: saved.revision, apply_hazards: false } as SignDvrRequestDto,
        principal,
        'tutela-demo:dvr:site:sign',
        at(30),
      ),
    );
    const noise = await create('RUM', 'Valutazione rumore 2025', 'rum:create');
    await save(noise.id, 'RUM', noise.revision, { document_date: '20/01/2025' }, 'DVR-RUM', 'rum:save');
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    new Logger('DVR').warn(`DVR demo saltati: ${error.message}`);
  }
}
