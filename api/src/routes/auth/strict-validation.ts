/**
 * Validation for the routes of issue 4 with TypeBox's compiler instead of
 * Fastify's default Ajv, whose `removeAdditional` silently drops unknown
 * fields: here an unknown field is a 400 that names it, like any other problem.
 * Messages read `body/password expected string length greater or equal to 8`.
 */
import type { FastifyInstance } from 'fastify';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { isEmail } from '@directpay/contracts';

if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', isEmail);

export function useStrictValidation(fastify: FastifyInstance): void {
  fastify.setValidatorCompiler(({ schema, httpPart }) => {
    const check = TypeCompiler.Compile(schema as TSchema);
    // Params and query strings arrive as text; bodies must already have the right types.
    const convert = httpPart !== 'body';
    return (data: unknown) => {
      const value = convert ? Value.Convert(schema as TSchema, data) : data;
      if (check.Check(value)) return { value };
      const first = check.Errors(value).First();
      const message = `${httpPart ?? 'request'}${first?.path ?? ''} ${first?.message.toLowerCase() ?? 'is invalid'}`;
      return { error: Object.assign(new Error(message), { statusCode: 400 }) };
    };
  });
}
