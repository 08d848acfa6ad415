import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { validate } from '../http/validation.js';

// Wrapped under a key of our own, as http/validation.ts does for bodies.
const queryOf = createParamDecorator((data: { contract: z.ZodType }, context: ExecutionContext) =>
  validate(data.contract, context.switchToHttp().getRequest<Request>().query ?? {}),
);

/** The query string parsed by a zod contract; a failure answers 422. */
export const Query = (schema: z.ZodType) => queryOf({ contract: schema });
