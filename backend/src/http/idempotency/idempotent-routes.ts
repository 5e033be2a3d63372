import { applyDecorators, Delete, Patch, Post, Put, UseInterceptors } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * The API's write routes: Nest's method decorators with the Idempotency-Key handling (IdempotencyInterceptor) on the
 * handler. Every POST, PUT, PATCH and DELETE of a controller is declared with one of these; a test walks every route
 * of the app and fails on a write without it (authorization-matrix.api.int.spec).
 *
 * Why not one global interceptor: a route with any interceptor runs Nest's interceptor chain at every request
 * (rxjs observables, an async resource bound per call), and for reads it only passed them on. Under 32 clients a
 * list page cost the API about a fifth more CPU with it (docs/performance-log.md, tenth pass).
 */
export const IdempotentPost = (path?: string | string[]): MethodDecorator =>
  applyDecorators(Post(path), UseInterceptors(IdempotencyInterceptor));

export const IdempotentPut = (path?: string | string[]): MethodDecorator =>
  applyDecorators(Put(path), UseInterceptors(IdempotencyInterceptor));

export const IdempotentPatch = (path?: string | string[]): MethodDecorator =>
  applyDecorators(Patch(path), UseInterceptors(IdempotencyInterceptor));

export const IdempotentDelete = (path?: string | string[]): MethodDecorator =>
  applyDecorators(Delete(path), UseInterceptors(IdempotencyInterceptor));
