import { Body, Controller, Get, Module, Param, Query, type Type as ClassType } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { WrongExpectedRevisionError, type EventStore } from '@tutela/contracts';
import { PgliteDatabase, SESSIONS_MIGRATIONS, type ProjectionRuntime } from '@tutela/projections';
import type { ResolvedAppConfig } from '../../config/app-config';
import { HealthModule } from '../../health/health.module';
import { PlatformModule } from '../../platform/platform.module';
import { ensurePlatformSchema } from '../../platform/platform-schema';
import { DomainError } from '../../shared/domain-error';
import { Public, RequireLevel, RequireRoles } from '../../auth/guard/auth-metadata';
import { CurrentPrincipal } from '../../auth/guard/current-principal.decorator';
import { createExpressAdapter } from '../express-adapter';
import { configureHttp } from '../configure-http';
import { OptionalField } from '../input/optional-field.decorator';
import { ListRequestDto } from '../paging/list-request.dto';
import { HttpModule } from '../http.module';
import { PRINCIPAL_LOADER, type Principal, type PrincipalLoader } from '../../auth/principal';
import { emptyPglite } from '@tutela/projections/src/testing/test-databases';
import { IdempotentPost } from '../idempotency/idempotent-routes';

class AddressDto {
  @IsNotEmpty() city!: string;
}

export class ProbeDto {
  @IsEmail() email!: string;
  @IsString() @MinLength(3) name!: string;
  @ValidateNested() @Type(() => AddressDto) address!: AddressDto;
}

/** A field that may be left out but not nulled, and one whose null means "clear it". */
export class ProbeOptionalDto {
  @OptionalField() @IsString() @MaxLength(20) nickname?: string;
  @OptionalField({ nullable: true }) @IsString() note?: string | null;
}

/** Routes exercising every rule of the HTTP layer, mounted only by the tests. */
@Controller('md/probe')
export class ProbeController {
  @Public() @Get('public') open() {
    return { data: 'aperto' };
  }
  @Get('me') me(@CurrentPrincipal() principal: Principal) {
    return { data: { userId: principal.userId, app: principal.app, tokenExpiresAt: principal.tokenExpiresAt } };
  }
  @RequireLevel(8) @Get('admin') admin() {
    return { data: 'admin' };
  }
  @RequireRoles('doctor') @Get('doctors') doctors() {
    return { data: 'medici' };
  }
  @IdempotentPost('echo') echo(@Body() body: ProbeDto) {
    return { data: body };
  }
  @IdempotentPost('optional') optional(@Body() body: ProbeOptionalDto) {
    return { data: body };
  }
  @Get('items/:id') item(@Param('id') id: string) {
    return { data: id };
  }
  @Get('list') list(@Query() query: ListRequestDto) {
    return { data: query };
  }
  @Get('domain') domain(): never {
    throw DomainError.validation('giudizio', 'Non è possibile salvare una visita senza giuidizio di idoneità');
  }
  @Get('conflict') conflict(): never {
    throw new WrongExpectedRevisionError('worker-1', 1, 2);
  }
  @Get('crash') crash(): never {
    throw new TypeError('segreto interno: connessione a postgres://admin:pw@db fallita');
  }
}

@Controller('getuserdata')
export class ProbeUserDataController {
  @Get() userData(@CurrentPrincipal() principal: Principal) {
    return { data: { userId: principal.userId, app: principal.app } };
  }
}

/** Principals the tests can shape per user id; unknown ids → null (deleted/deactivated user). */
export class FakePrincipalLoader implements PrincipalLoader {
  readonly users = new Map<string, Partial<Principal>>();
  async load(userId: string, app: Principal['app'], tokenId: string): Promise<Principal | null> {
    const user = this.users.get(userId);
    if (!user) return null;
    return {
      userId,
      entityId: 'entity-1',
      email: `${userId}@tutela.test`,
      name: 'Mario Rossi',
      roles: [],
      app,
      level: 6,
      role: 'secretary',
      secondRole: null,
      customerIds: [],
      factoryIds: [],
      passwordExpired: false,
      mustChangePassword: false,
      tokenId,
      ...user,
    };
  }
}

export interface HttpLayerHarness {
  app: NestExpressApplication;
  loader: FakePrincipalLoader;
  config: ResolvedAppConfig;
  close(): Promise<void>;
}

/**
 * The HTTP layer alone (guard, pipe, filter, interceptor, parsers, web, OpenAPI) on in-memory PGlite, without the
 * contexts. `controllers` adds probe routes of a test's own.
 */
export async function createHttpLayerHarness(
  overrides: Partial<ResolvedAppConfig> = {},
  controllers: ClassType[] = [],
): Promise<HttpLayerHarness & { db: PgliteDatabase }> {
  const db = await emptyPglite();
  await ensurePlatformSchema(db);
  for (const migration of SESSIONS_MIGRATIONS) await db.query(migration);
  const config: ResolvedAppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp/unused',
    kafkaBrokers: [],
    mailFrom: 'Tutela <noreply@localhost>',
    logLevel: 'silent',
    webDist: '/nonexistent/web/dist',
    bodyLimit: '1kb',
    roles: ['api', 'web', 'projections', 'kafka-relay'],
    apiDocs: true,
    jwtSecret: 'test-secret-test-secret-test-secret-1234',
    jwtSecretSource: 'env',
    ...overrides,
  };
  const runtime = {
    status: async () => ({ headPosition: 3, projectors: [{ name: 'users', position: 1, lag: 2, state: 'running', lastError: null }] }),
    waitForPosition: async () => true,
  } as unknown as ProjectionRuntime;
  const loader = new FakePrincipalLoader();

  @Module({
    controllers: [ProbeController, ProbeUserDataController, ...controllers],
    providers: [{ provide: PRINCIPAL_LOADER, useValue: loader }],
  })
  class ProbeModule {}

  const moduleRef = await Test.createTestingModule({
    imports: [PlatformModule.forRoot({ config, db, eventStore: {} as EventStore, runtime }), HttpModule, HealthModule, ProbeModule],
  }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(createExpressAdapter(), { bodyParser: false, logger: false });
  configureHttp(app, config);
  await app.init();
  return {
    app,
    db,
    loader,
    config,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
