import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { unprocessable } from '../errors/unprocessable';
import { HTTP_MESSAGES } from '../http-messages';
import { decodedPathSegments, hasForbiddenCharacters, inputErrors, type FieldErrors } from './input-rules';

/**
 * Applies the input rules (input-rules.ts) to every request right after the body parsers, before routing,
 * guards and interceptors: nothing downstream — a query, an idempotency record, a login-attempt row — ever
 * holds a text PostgreSQL refuses. Like a malformed JSON body, malformed input is refused before the
 * credentials are looked at.
 *
 * - a path that is not valid %-encoding → 400 invalidPath (Express would answer its own English 400);
 * - a path segment, query value or body value (or key) breaking a rule → 422 with the field under `path`,
 *   its query name or its dotted body path.
 */
export function inputRulesMiddleware(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const segments = decodedPathSegments(req.path);
    if (!segments) return next(new BadRequestException(HTTP_MESSAGES.invalidPath));
    const errors: FieldErrors = Object.create(null) as FieldErrors;
    if (segments.some(hasForbiddenCharacters)) errors.path = [HTTP_MESSAGES.forbiddenCharacters];
    for (const found of [inputErrors(req.query), inputErrors(req.body)]) {
      for (const [field, messages] of Object.entries(found)) {
        errors[field] = [...new Set([...(Object.prototype.hasOwnProperty.call(errors, field) ? errors[field] : []), ...messages])];
      }
    }
    if (Object.keys(errors).length > 0) return next(unprocessable(errors));
    next();
  };
}
