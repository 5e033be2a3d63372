import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AuthGuard } from './auth/auth.guard';
import { HttpExceptionFilter } from './errors/http-exception.filter';
import { createValidationPipe } from './errors/validation.pipe';

/** The cross-cutting HTTP rules, registered globally: deny-by-default guard, Italian 422s, JSON-only errors. */
@Module({
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_FILTER, useClass: HttpExceptionFilter },
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
})
export class HttpModule {}
