import { PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { EXAMINATION_MESSAGES } from '@tutela/contracts';
import { catchError, type Observable } from 'rxjs';
import { DomainError } from '../../shared/domain-error';

/**
 * Multer refuses a file over the limit with Nest's English "File too large" (413): wrapped around the upload's
 * FileInterceptor, this answers the 422 with the Italian message on the `file` field instead.
 */
export class FileTooLargeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        throw error instanceof PayloadTooLargeException ? DomainError.validation('file', EXAMINATION_MESSAGES.FILE_TOO_LARGE) : error;
      }),
    );
  }
}
