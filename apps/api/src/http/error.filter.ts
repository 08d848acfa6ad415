import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '@parcel/domain';
import { WrongExpectedRevisionError } from '@parcel/event-store';
import { logger } from '../shared/logger.js';
import { FIELD_OF_CODE, HTTP_STATUS } from './error-codes.js';
import { ValidationFailed } from './validation.js';

/**
 * Every error leaves the API as a stable code: 422 {errors: {field: [codes]}}
 * for validation, {code} otherwise. Unknown errors are logged and answered 500
 * without details.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (error instanceof ValidationFailed) {
      response.status(422).json({ code: 'validation_failed', errors: error.errors });
      return;
    }
    if (error instanceof DomainError) {
      const field = FIELD_OF_CODE[error.code];
      if (field) {
        response.status(422).json({ code: 'validation_failed', errors: { [field]: [error.code] } });
        return;
      }
      response.status(HTTP_STATUS[error.code]).json({ code: error.code });
      return;
    }
    if (error instanceof WrongExpectedRevisionError) {
      response.status(409).json({ code: error.code });
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const code = status === 404 ? 'not_found' : status === 413 ? 'payload_too_large' : status === 400 ? 'bad_request' : 'http_error';
      response.status(status).json({ code });
      return;
    }
    logger.error(`Unhandled error: ${error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error)}`);
    response.status(500).json({ code: 'internal_error' });
  }
}
