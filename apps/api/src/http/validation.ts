import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { badTextPaths, parseContract, type FieldErrors } from '@parcel/contracts';

export class ValidationFailed extends Error {
  constructor(readonly errors: FieldErrors) {
    super('validation_failed');
  }
}

/** Every body, query and path goes through here: NUL or a lone surrogate anywhere answers 422 invalid_characters, whatever the contract. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const bad = badTextPaths(input);
  if (bad.length > 0) throw new ValidationFailed(Object.fromEntries(bad.map((path) => [path, ['invalid_characters']])));
  const result = parseContract(schema, input);
  if (!result.success) throw new ValidationFailed(result.errors);
  return result.data;
}

// The schema travels wrapped under a key of our own: Nest takes a bare zod
// schema for a pipe and {schema} for its own validation options.
const bodyOf = createParamDecorator((data: { contract: z.ZodType }, context: ExecutionContext) =>
  validate(data.contract, context.switchToHttp().getRequest<Request>().body ?? {}),
);
const paramsOf = createParamDecorator((data: { contract: z.ZodType }, context: ExecutionContext) =>
  validate(data.contract, context.switchToHttp().getRequest<Request>().params),
);
const queryOf = createParamDecorator((data: { contract: z.ZodType }, context: ExecutionContext) =>
  validate(data.contract, context.switchToHttp().getRequest<Request>().query ?? {}),
);

/** The request body parsed by a zod contract; a failure answers 422. */
export const Body = (schema: z.ZodType) => bodyOf({ contract: schema });
/** Route parameters parsed by a zod contract. */
export const Params = (schema: z.ZodType) => paramsOf({ contract: schema });
/** The query string parsed by a zod contract; a failure answers 422. */
export const Query = (schema: z.ZodType) => queryOf({ contract: schema });
