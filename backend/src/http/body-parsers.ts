import { BadRequestException, HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { HTTP_MESSAGES } from './http-messages';

/**
 * body-parser errors are plain Errors (and Nest turns a JSON SyntaxError into an English 400 before any
 * filter sees it): translate them where they happen into HttpExceptions with the Italian messages.
 */
function translated(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: unknown }).type;
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
  return [translated(express.json({ limit })), translated(express.urlencoded({ extended: true, limit }))];
}
