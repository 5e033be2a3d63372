import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AuthGuard } from './auth/auth.guard';
import { PrincipalCache } from './auth/principal-cache';
import { HttpExceptionFilter } from './errors/http-exception.filter';
import { createValidationPipe } from './errors/validation.pipe';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotencyStore } from './idempotency/idempotency.store';

/**
 * The cross-cutting HTTP rules, registered globally: deny-by-default guard, Italian 422s, JSON-only errors and
 * Idempotency-Key on every command.
 */
@Module({
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_FILTER, useClass: HttpExceptionFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    PrincipalCache,
    IdempotencyStore,
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ],
})
export class HttpModule {}
