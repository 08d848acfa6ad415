import { Catch, HttpException, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError } from '@parcel/domain';
import { WrongExpectedRevisionError } from '@parcel/event-store';
import { logger } from '../shared/logger.js';
import { ERROR_HTTP, type ErrorHttpMap } from './error-codes.js';
import { ValidationFailed } from './validation.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every error leaves the API as a stable code: 422 {errors: {field: [codes]}}
 * for validation and for codes that concern one field, {code} otherwise (the
 * status from the area that owns the code). Unknown errors are logged and
 * answered 500 without details.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(@Inject(ERROR_HTTP) private readonly errors: ErrorHttpMap) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (error instanceof ValidationFailed) {
      response.status(422).json({ code: 'validation_failed', errors: error.errors });
      return;
    }
    if (error instanceof DomainError) {
      const http = this.errors[error.code] ?? { status: 500 };
      // A code whose field depends on the case (recipient.locker_id or sender.locker_id) names it in its details.
      const field = typeof error.details['field'] === 'string' ? error.details['field'] : http.field;
      if (field) {
        response.status(422).json({ code: 'validation_failed', errors: { [field]: [error.code] } });
        return;
      }
      // A message for the user (a courier's refusal) travels beside the code.
      const message = typeof error.details['message'] === 'string' ? { message: error.details['message'] } : {};
      // What the screen should do next (a scan's suggested status and sector, a sorting refusal's zone and suggested sector) travels beside them too.
      const answer = isRecord(error.details['answer']) ? error.details['answer'] : {};
      const body = isPlainObject(error.details['body']) ? error.details['body'] : {};
      response.status(http.status).json({ ...answer, ...body, code: error.code, ...message });
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
