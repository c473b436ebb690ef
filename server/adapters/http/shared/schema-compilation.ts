import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type {
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  FastifyServerOptions,
} from 'fastify';

type FastifyValidationResult = ReturnType<FastifySchemaCompiler<unknown>>;
type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'];

/**
 * When the routes' request validators (Ajv) and response serializers (fast-json-stringify) are
 * compiled. Compiling all of them took about 640 ms of the server's start, CPU that delays the
 * first answer (issue 30), for routes that a given instance may never serve. So a route's
 * schemas are compiled at its first request (`at-first-use`, the server's default), a few
 * milliseconds then. `at-start` compiles them all before the server listens, as Fastify does by
 * itself: a test builds the app so, which keeps a schema that cannot compile from ever being
 * found by a visitor (test/server/adapters/http/schema-compilation.test.ts).
 */
export type SchemaCompilation = 'at-start' | 'at-first-use';

type Validator = (data: unknown) => boolean;
type CompiledValidator = Validator & { errors?: FastifySchemaValidationError[] | null };

/** A validator compiled at its first call; answers as the compiled one, errors included. */
export function validatorAtFirstUse(compile: () => CompiledValidator): FastifyValidationResult {
  let compiled: CompiledValidator | null = null;
  const validate: FastifyValidationResult = (data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors ?? null;
    return valid;
  };
  validate.errors = null;
  return validate;
}

/** A serializer compiled at its first call. */
export function serializerAtFirstUse(
  compile: () => (document: unknown) => string,
): (document: unknown) => string {
  let compiled: ((document: unknown) => string) | null = null;
  return (document) => {
    compiled ??= compile();
    return compiled(document);
  };
}

/**
 * Fastify's own serializer factory (fast-json-stringify, with the app's shared schemas and
 * options), each route's serializer made at its first answer.
 */
export const serializersAtFirstUse: SerializerFactory = (externalSchemas, options) => {
  const compileFor = SerializerSelector()(externalSchemas, options);
  return (route) => serializerAtFirstUse(() => compileFor(route));
};
