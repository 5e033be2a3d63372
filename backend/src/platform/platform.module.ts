import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { EventStore, Database } from '@tutela/contracts';
import type { ProjectionRuntime } from '@tutela/projections';
import type { ResolvedAppConfig } from '../config/app-config';
import { TokenService } from '../auth/tokens/token.service';
import { PRINCIPAL_CHANGES, principalChangesOf } from '../auth/principal-cache';
import { APP_CONFIG, DATABASE, EVENT_STORE, PROJECTION_RUNTIME, READ_MODEL_COMMITS } from '../shared/tokens';
import { PROJECTION_PROGRESS, type ProjectionProgress } from './projection-progress';
import { ProjectionWaiter } from './projection-waiter';
import { Reactions, REACTIONS_RUN_HERE } from './reactions/reactions';

/** Infrastructure opened by createApp before Nest starts (and closed by it after Nest stops). */
export interface PlatformHandles {
  config: ResolvedAppConfig;
  db: Database;
  eventStore: EventStore;
  runtime: ProjectionRuntime;
  /** Where read-your-writes and health look: the runtime itself unless the projections run in another process. */
  progress?: ProjectionProgress;
}

/**
 * Global so every bounded context can inject the database, the event store, the projection runtime, the
 * configuration, tokens and the read-your-writes waiter without importing anything but this layer.
 * The handles are values, not factories: their lifecycle belongs to createApp, which also serves the CLI.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(handles: PlatformHandles): DynamicModule {
    const exported = [
      DATABASE,
      EVENT_STORE,
      PROJECTION_RUNTIME,
      PROJECTION_PROGRESS,
      APP_CONFIG,
      TokenService,
      ProjectionWaiter,
      PRINCIPAL_CHANGES,
      READ_MODEL_COMMITS,
      Reactions,
    ];
    // The guard's principal cache needs to hear of every change to the users and sessions read models: only
    // the projection runtime of this very process can tell it, so without one the cache stays off.
    const projectsHere = (handles.progress ?? handles.runtime) === handles.runtime && typeof handles.runtime.onCommit === 'function';
    return {
      module: PlatformModule,
      global: true,
      providers: [
        { provide: APP_CONFIG, useValue: handles.config },
        { provide: DATABASE, useValue: handles.db },
        { provide: EVENT_STORE, useValue: handles.eventStore },
        { provide: PROJECTION_RUNTIME, useValue: handles.runtime },
        { provide: PROJECTION_PROGRESS, useValue: handles.progress ?? handles.runtime },
        { provide: PRINCIPAL_CHANGES, useValue: projectsHere ? principalChangesOf(handles.runtime) : null },
        { provide: READ_MODEL_COMMITS, useValue: projectsHere ? handles.runtime : null },
        // The reactors run beside the projections: where they run in another process, the reactors run there.
        { provide: REACTIONS_RUN_HERE, useValue: projectsHere },
        TokenService,
        Reactions,
        ProjectionWaiter,
      ],
      exports: exported,
    };
  }
}
