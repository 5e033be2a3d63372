import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  NotFoundException,
  UnauthorizedException,
  type ArgumentsHost,
} from '@nestjs/common';
import { IdempotencyMismatchError, IntervalConflictError, MESSAGES, WrongExpectedRevisionError } from '@tutela/contracts';
import { DomainError } from '../../shared/domain-error';
import { HTTP_MESSAGES } from '../http-messages';
import { toErrorResponse } from './error-response';
import { HttpExceptionFilter } from './http-exception.filter';
import { unprocessable } from './unprocessable';

describe('toErrorResponse', () => {
  it('keeps the 422 body built by unprocessable()', () => {
    expect(toErrorResponse(unprocessable({ email: ['Email non valida'] }))).toEqual({
      status: 422,
      body: { message: 'Dati non validi', errors: { email: ['Email non valida'] } },
      unexpected: false,
    });
  });

  it('maps DomainError kinds to 422/403/404/409 with their field errors', () => {
    expect(toErrorResponse(DomainError.validation('giudizio', 'Giudizio mancante'))).toMatchObject({
      status: 422,
      body: { message: 'Giudizio mancante', errors: { giudizio: ['Giudizio mancante'] } },
    });
    expect(toErrorResponse(new DomainError('Permessi insufficienti', 'forbidden'))).toMatchObject({
      status: 403,
      body: { message: 'Permessi insufficienti' },
    });
    expect(toErrorResponse(new DomainError('Lavoratore non trovato', 'not_found')).status).toBe(404);
    expect(toErrorResponse(new DomainError('Già firmata', 'conflict')).status).toBe(409);
    // A validation DomainError always answers an errors map, even an empty one (ValidationErrorBody).
    expect(toErrorResponse(new DomainError('No', 'validation')).body).toEqual({ message: 'No', errors: {} });
  });

  it('answers 409 with the Italian message of concurrency and idempotency errors', () => {
    const conflict = new WrongExpectedRevisionError('worker-1', 3, 4);
    expect(toErrorResponse(conflict)).toEqual({ status: 409, body: { message: MESSAGES.CONCURRENT_CHANGE }, unexpected: false });
    expect(toErrorResponse(new IdempotencyMismatchError('worker-1')).status).toBe(409);
    expect(toErrorResponse(new IntervalConflictError('appointment-1', []))).toEqual({
      status: 409,
      body: { message: MESSAGES.RESOURCES_BUSY },
      unexpected: false,
    });
  });

  it("replaces Nest's English defaults with Italian, keeps our own messages", () => {
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/nope')).body).toEqual({ message: HTTP_MESSAGES.notFound });
    expect(toErrorResponse(new NotFoundException()).body).toEqual({ message: HTTP_MESSAGES.notFound });
    expect(toErrorResponse(new UnauthorizedException()).body).toEqual({ message: HTTP_MESSAGES.sessionInvalid });
    expect(toErrorResponse(new ForbiddenException()).body).toEqual({ message: 'Utente non autorizzato' });
    expect(toErrorResponse(new BadRequestException('Parametro mancante')).body).toEqual({ message: 'Parametro mancante' });
    expect(toErrorResponse(new HttpException('ThrottlerException: Too Many Requests', 429)).body).toEqual({
      message: HTTP_MESSAGES.tooManyRequests,
    });
  });

  it('maps raw body-parser errors', () => {
    expect(toErrorResponse(Object.assign(new Error('x'), { type: 'entity.too.large', status: 413 })).status).toBe(413);
    expect(toErrorResponse(Object.assign(new SyntaxError('x'), { type: 'entity.parse.failed', status: 400 })).body).toEqual({
      message: HTTP_MESSAGES.invalidJson,
    });
  });

  it('hides anything unexpected behind a generic 500', () => {
    const response = toErrorResponse(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(response).toEqual({ status: 500, body: { message: 'Errore interno del server' }, unexpected: true });
    expect(toErrorResponse('a string').status).toBe(500);
    expect(toErrorResponse(new HttpException('db password is hunter2', 503)).body).toEqual({ message: HTTP_MESSAGES.internal });
  });
});

describe('HttpExceptionFilter', () => {
  function hostFor(response: Record<string, jest.Mock | boolean>): ArgumentsHost {
    return {
      getType: () => 'http',
      switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ method: 'GET', originalUrl: '/api/x' }) }),
    } as unknown as ArgumentsHost;
  }

  it('writes status and JSON body, logging the stack of unexpected errors only server side', () => {
    const json = jest.fn();
    const response = { headersSent: false, status: jest.fn(), json, end: jest.fn() };
    response.status.mockReturnValue(response);
    const filter = new HttpExceptionFilter();
    const logged = jest.spyOn((filter as unknown as { logger: { error: (m: string) => void } }).logger, 'error').mockImplementation();

    filter.catch(new Error('boom at secret.ts:12'), hostFor(response));

    expect(response.status).toHaveBeenCalledWith(500);
    expect(json).toHaveBeenCalledWith({ message: 'Errore interno del server' });
    expect(JSON.stringify(json.mock.calls)).not.toContain('secret.ts');
    expect(logged.mock.calls[0][0]).toContain('boom at secret.ts:12');
  });

  it('only ends a response whose headers are already sent', () => {
    const response = { headersSent: true, status: jest.fn(), json: jest.fn(), end: jest.fn() };
    new HttpExceptionFilter().catch(new NotFoundException(), hostFor(response));
    expect(response.status).not.toHaveBeenCalled();
    expect(response.end).toHaveBeenCalled();
  });
});
