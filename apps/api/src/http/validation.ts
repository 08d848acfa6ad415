import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { parseContract, type FieldErrors } from '@parcel/contracts';

export class ValidationFailed extends Error {
  constructor(readonly errors: FieldErrors) {
    super('validation_failed');
  }
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = parseContract(schema, input);
  if (!result.success) throw new ValidationFailed(result.errors);
  return result.data;
}

/** The request body parsed by a zod contract; a failure answers 422. */
export const Body = createParamDecorator((schema: z.ZodType, context: ExecutionContext) =>
  validate(schema, context.switchToHttp().getRequest<Request>().body ?? {}),
);

/** Route parameters parsed by a zod contract. */
export const Params = createParamDecorator((schema: z.ZodType, context: ExecutionContext) =>
  validate(schema, context.switchToHttp().getRequest<Request>().params),
);
