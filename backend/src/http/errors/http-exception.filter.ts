import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorResponse } from './error-response';

/**
 * The only exception filter (APP_FILTER): every error leaves as JSON `{ message, errors? }`, never with a
 * stack trace. Unexpected errors are logged with their stack here, server side.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { status, body, unexpected } = toErrorResponse(exception);
    if (unexpected) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(`${request.method} ${request.originalUrl ?? request.url} → ${status}: ${detail}`);
    }
    if (response.headersSent) {
      // The body is already on its way: only ending the response is left.
      response.end();
      return;
    }
    response.status(status).json(body);
  }
}
