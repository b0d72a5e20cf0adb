import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { plainTextOnly } from '@carefinder/contracts';

/**
 * Every request part (body, query string, path, headers) is first checked for control characters with the
 * contracts' one text rule, then parsed by the route's own schema. A NUL byte is a 400 naming the field,
 * never a database error.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const checkText = zodValidatorCompiler({ ...route, schema: plainTextOnly });
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const text = checkText(data);
    return typeof text === 'object' && 'error' in text && text.error ? text : validate(data);
  };
};
