import { Logger } from '@nestjs/common';
import pino from 'pino';
import { PinoNestLogger } from './nest-logger';

function capture(level: pino.LevelWithSilent = 'info') {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { nest: new PinoNestLogger(logger), lines };
}

describe('PinoNestLogger', () => {
  afterEach(() => Logger.overrideLogger(false));

  it("writes Nest's lines through pino with their context", () => {
    const { nest, lines } = capture();
    nest.log('Server avviato', 'Bootstrap');
    nest.warn('Coda lenta', 'MailOutbox');
    expect(lines).toMatchObject([
      { level: 30, msg: 'Server avviato', context: 'Bootstrap' },
      { level: 40, msg: 'Coda lenta', context: 'MailOutbox' },
    ]);
  });

  it("moves Nest's bootstrap chatter to debug, out of the default level", () => {
    const { nest, lines } = capture();
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('Mapped {/api/md/workers, GET} route', 'RouterExplorer');
    expect(lines).toEqual([]);
    const verbose = capture('debug');
    verbose.nest.log('Mapped {/api/md/workers, GET} route', 'RouterExplorer');
    expect(verbose.lines).toMatchObject([{ level: 20, context: 'RouterExplorer' }]);
  });

  it("keeps an error's stack, as Nest passes it (message, stack, context) and as our Logger(context) does", () => {
    const { nest, lines } = capture();
    Logger.overrideLogger(nest);
    nest.error('Fallito', 'Error: Fallito\n    at qui', 'ExceptionsHandler');
    new Logger('HttpExceptionFilter').error('GET /api/md/x → 500: boom');
    nest.error(new Error('oggetto errore'), 'Worker');
    expect(lines).toMatchObject([
      { level: 50, msg: 'Fallito', stack: 'Error: Fallito\n    at qui', context: 'ExceptionsHandler' },
      { level: 50, msg: 'GET /api/md/x → 500: boom', context: 'HttpExceptionFilter' },
      { level: 50, msg: 'oggetto errore', context: 'Worker', err: { message: 'oggetto errore' } },
    ]);
    expect(lines[1]).not.toHaveProperty('stack');
  });

  it('merges an object message into the line', () => {
    const { nest, lines } = capture();
    nest.log({ msg: 'proiezione pronta', projector: 'workers' }, 'Projections');
    expect(lines).toMatchObject([{ level: 30, msg: 'proiezione pronta', projector: 'workers', context: 'Projections' }]);
  });
});
