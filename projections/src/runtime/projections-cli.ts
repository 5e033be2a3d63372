import type { EventStore } from '@tutela/contracts';
import { Presets, SingleBar } from 'cli-progress';
import type { Database } from '../database/database';
import { ProjectionRuntime } from './projection-runtime';
import type { Projector } from './projector';
import { errorMessage, silentRuntimeLogger } from './runtime-logger';
import type { RebuildProgress } from './runtime-status';
import { ALL_PROJECTORS, resolveProjectorNames, UnknownProjectorError } from './unknown-projector.error';

export interface ProjectionsCliDeps {
  /** Owned by the caller: the CLI neither opens nor closes them. */
  db: Database;
  eventStore: EventStore;
  projectors: readonly Projector[];
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream;
}

/** Smaller batches commit more often: the crash check uses it to kill a rebuild between two commits. */
const BATCH_SIZE_OPTION = /^--batch-size=([1-9][0-9]{0,6})$/;
const IN_PLACE_OPTION = '--in-place';

const USAGE = [
  'Uso: npm run projections -- <comando>',
  '  rebuild <nome|all> [--batch-size=N] [--in-place]',
  '                       ricostruisce la proiezione rileggendo tutto il log, N eventi per transazione (predefinito',
  '                       5000): accanto alle tabelle in uso, che restano consultabili e aggiornate finché quelle',
  "                       nuove non le sostituiscono in un'unica transazione (serve spazio per una seconda copia);",
  '                       con --in-place svuota le tabelle in uso e le riempie di nuovo (liste incomplete fino alla fine)',
  '  status               mostra posizione e ritardo di ogni proiezione',
].join('\n');

/**
 * `npm run projections -- rebuild <name|all>` and `… status`. Resolves with the process exit code (0 ok,
 * 1 error) and never calls process.exit, so the caller can close its connections first.
 */
export async function runProjectionsCli(argv: readonly string[], deps: ProjectionsCliDeps): Promise<number> {
  const out = deps.stdout ?? process.stdout;
  const err = deps.stderr ?? process.stderr;
  const args = argv[0] === '--' ? argv.slice(1) : [...argv];
  const [command, ...rest] = args;
  const names = deps.projectors.map((projector) => projector.name);
  try {
    const rebuildArgs = command === 'rebuild' ? rebuildArguments(rest) : null;
    if (rebuildArgs) {
      resolveProjectorNames([rebuildArgs.name], names, true);
      return await rebuild(rebuildArgs.name, { ...deps, catchUpBatchSize: rebuildArgs.batchSize, inPlace: rebuildArgs.inPlace }, out);
    }
    if (command === 'status' && rest.length === 0) return await status(deps, out);
    if (command === 'help' || command === '--help' || command === '-h') {
      out.write(`${USAGE}\nProiezioni: ${[...names, ALL_PROJECTORS].join(', ')}\n`);
      return 0;
    }
    err.write(`${command ? `Comando non valido: ${args.join(' ')}` : 'Comando mancante'}\n${USAGE}\n`);
    return 1;
  } catch (error) {
    if (error instanceof UnknownProjectorError) err.write(`${error.message}\n`);
    else err.write(`Errore: ${errorMessage(error)}\n`);
    return 1;
  }
}

/** `<name> [--batch-size=N] [--in-place]`, each option at most once; null when malformed. */
function rebuildArguments(args: readonly string[]): { name: string; batchSize?: number; inPlace: boolean } | null {
  const [name, ...options] = args;
  if (!name || name.startsWith('--')) return null;
  let batchSize: number | undefined;
  let inPlace = false;
  for (const option of options) {
    const batch = BATCH_SIZE_OPTION.exec(option);
    if (batch && batchSize === undefined) batchSize = Number(batch[1]);
    else if (option === IN_PLACE_OPTION && !inPlace) inPlace = true;
    else return null;
  }
  return { name, batchSize, inPlace };
}

async function rebuild(
  name: string,
  deps: ProjectionsCliDeps & { catchUpBatchSize?: number; inPlace: boolean },
  out: NodeJS.WritableStream,
): Promise<number> {
  // Failures surface through the rejected rebuild below; log lines would only garble the progress bar.
  const runtime = new ProjectionRuntime({ ...deps, logger: silentRuntimeLogger });
  const startedAt = Date.now();
  const bar = new SingleBar(
    {
      format: 'Ricostruzione {name} [{bar}] {percentage}% | posizione {value}/{total} | {duration_formatted}',
      stream: out,
      hideCursor: true,
    },
    Presets.shades_classic,
  );
  let started = false;
  const onProgress = (progress: RebuildProgress) => {
    if (!started) {
      bar.start(progress.total, progress.done, { name });
      started = true;
    }
    bar.setTotal(progress.total);
    bar.update(progress.done);
  };
  let position = 0;
  try {
    await runtime.rebuild(
      name,
      (progress) => {
        position = progress.done;
        onProgress(progress);
      },
      { inPlace: deps.inPlace },
    );
  } finally {
    if (started) bar.stop();
  }
  // A rebuild beside the tables in use ends past the replay's last progress: at what was appended meanwhile.
  const rebuilt = (await runtime.status()).projectors.filter((projector) => name === ALL_PROJECTORS || projector.name === name);
  position = Math.max(position, Math.min(...rebuilt.map((projector) => projector.position)));
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1).replace('.', ',');
  out.write(`Ricostruzione di ${name} completata: posizione ${position} raggiunta in ${seconds} s\n`);
  return 0;
}

async function status(deps: ProjectionsCliDeps, out: NodeJS.WritableStream): Promise<number> {
  const runtime = new ProjectionRuntime({ ...deps, logger: silentRuntimeLogger });
  await runtime.prepare();
  const { headPosition, projectors } = await runtime.status();
  const width = Math.max(10, ...projectors.map((projector) => projector.name.length));
  const lines = [`Posizione di testa del log: ${headPosition}`, `${'Proiezione'.padEnd(width)}  Posizione  Ritardo`];
  for (const projector of projectors) {
    lines.push(`${projector.name.padEnd(width)}  ${String(projector.position).padStart(9)}  ${String(projector.lag).padStart(7)}`);
  }
  out.write(`${lines.join('\n')}\n`);
  return 0;
}
