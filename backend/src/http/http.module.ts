import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AuthGuard } from '../auth/guard/auth.guard';
import { PrincipalCache } from '../auth/principal-cache';
import { HttpExceptionFilter } from './errors/http-exception.filter';
import { createValidationPipe } from './errors/validation.pipe';
import { IdempotencyStore } from './idempotency/idempotency.store';

/**
 * The cross-cutting HTTP rules, registered globally: deny-by-default guard, Italian 422s and JSON-only errors. The
 * Idempotency-Key is handled on every write route by its decorator (idempotent-routes), whose interceptor finds the
 * store here from any module.
 */
@Global()
@Module({
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_FILTER, useClass: HttpExceptionFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    PrincipalCache,
    IdempotencyStore,
  ],
  exports: [IdempotencyStore],
})
export class HttpModule {}
