import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { unprocessable } from './errors/unprocessable';
import { HTTP_MESSAGES } from './http-messages';
import { FORBIDDEN_KEYS } from './input/input-rules';

const FORBIDDEN_FORM_KEY = 'tutela.form.forbidden-key';

/**
 * The form parser (qs) drops a `__proto__` key without a word, so a form body is checked for the forbidden
 * keys (input-rules.ts) on its raw bytes, before parsing; the error is translated below.
 */
function refuseForbiddenFormKeys(_req: Request, _res: Response, raw: Buffer): void {
  for (const key of new URLSearchParams(raw.toString('utf8')).keys()) {
    if (key.split(/[[\].]+/).some((part) => FORBIDDEN_KEYS.has(part))) {
      throw Object.assign(new Error('forbidden form key'), { type: FORBIDDEN_FORM_KEY, key });
    }
  }
}

/**
 * body-parser errors are plain Errors (and Nest turns a JSON SyntaxError into an English 400 before any
 * filter sees it): translate them where they happen into HttpExceptions with the Italian messages.
 */
function translated(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: unknown }).type;
      if (type === FORBIDDEN_FORM_KEY) {
        return next(unprocessable({ [String((error as { key?: unknown }).key)]: [HTTP_MESSAGES.fieldNotAllowed] }));
      }
      if (type === 'entity.too.large') return next(new PayloadTooLargeException(HTTP_MESSAGES.tooLarge));
      if (type === 'entity.parse.failed' || error instanceof SyntaxError) {
        return next(new BadRequestException(HTTP_MESSAGES.invalidJson));
      }
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        const message = status === HttpStatus.UNSUPPORTED_MEDIA_TYPE ? HTTP_MESSAGES.unsupportedMediaType : HTTP_MESSAGES.badRequest;
        return next(new HttpException(message, status));
      }
      return next(error);
    });
}

/** JSON and urlencoded bodies up to `limit` (multipart uploads are parsed by their own routes). */
export function bodyParsers(limit: string): RequestHandler[] {
  return [translated(express.json({ limit })), translated(express.urlencoded({ extended: true, limit, verify: refuseForbiddenFormKeys }))];
}
