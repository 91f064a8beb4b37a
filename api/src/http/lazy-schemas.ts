import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's validators (Ajv) and answer serializers (fast-json-stringify) while the app gets
// ready: about 2.4 s of CPU for our ~260 routes, paid by every instance start and by every API test file (ADR 0051).
// These factories wrap Fastify's own compilers so that each schema is compiled the first time its route is used,
// with the same compiler, the same options and the same shared schemas: the answers are what they were, and a route
// nobody calls costs nothing. The first request on a route pays its compile (milliseconds).

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
/** What Fastify hands a compiler for one part of one route (its FastifyRouteSchemaDef). */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
// Ajv's compiled function: Fastify reads `schemaEnv` before calling (a root value is mutated only with its parent
// given) and `errors` after a `false`.
type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/** A validator that compiles on first use and then behaves as the compiled one, `errors` and `schemaEnv` included. */
export function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const real = () => (compiled ??= compile());
  const validate = ((data: unknown, context?: unknown) => (context === undefined ? real()(data) : real()(data, context))) as Validate;
  Object.defineProperty(validate, 'errors', { get: () => real().errors, configurable: true });
  Object.defineProperty(validate, 'schemaEnv', { get: () => real().schemaEnv, configurable: true });
  return validate;
}

type AjvPool = ReturnType<typeof AjvCompiler>;

/**
 * With a compilers factory of its own, Fastify no longer lower-cases the names in a `headers` schema (it treats the
 * compiler as custom, e.g. Joi's): a mixed-case name would never match Node's lower-cased headers. Refused when the
 * route is registered, so it cannot pass silently.
 */
function assertLowerCaseHeaders(route: RouteSchema): void {
  if (route.httpPart !== 'headers') return;
  const properties = (route.schema as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  const mixed = Object.keys(properties).filter((name) => name !== name.toLowerCase());
  if (mixed.length > 0) throw new Error(`${route.method} ${route.url}: header names in a schema must be lower case (${mixed.join(', ')})`);
}

/**
 * Fastify's `schemaController` option with both lazy factories. A new one per app, as Fastify's defaults are: the
 * pools of Ajv and serializer instances are not shared between apps in one process (tests build many).
 */
export function lazySchemaController(): NonNullable<FastifyServerOptions['schemaController']> {
  const ajvPool = AjvCompiler();
  const serializerPool = SerializerSelector();
  const buildValidator = (externalSchemas: Parameters<AjvPool>[0], options: Parameters<AjvPool>[1]) => {
    const compiler = ajvPool(externalSchemas, options);
    return (route: RouteSchema) => {
      assertLowerCaseHeaders(route);
      return lazyValidator(() => compiler(route as never) as Validate);
    };
  };
  const buildSerializer: BuildSerializer = (externalSchemas, options) => {
    const compiler = serializerPool(externalSchemas, options);
    return (route) => {
      let compiled: ((data: unknown) => string) | undefined;
      return (data: unknown) => (compiled ??= compiler(route))(data);
    };
  };
  return {
    // Ajv's pool type also promises the compiled function's `schema` and JTD overloads; Fastify uses only what
    // lazyValidator forwards.
    compilersFactory: { buildValidator: buildValidator as unknown as BuildValidator, buildSerializer },
  };
}
