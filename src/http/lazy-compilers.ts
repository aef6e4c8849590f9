// Fastify compiles every route's validator (Ajv) and response serializer (fast-json-stringify)
// when the server starts; with all three surfaces that was a third of a second of start-up. These
// factories wrap Fastify's own compilers so each schema is compiled on its first use instead:
// the same validation and serialization, paid per route on its first request.
import ValidatorSelector from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type AnyFn = (...args: any[]) => any;

function lazy<T extends AnyFn>(build: () => T, copyErrors: boolean): T {
  let fn: T | undefined;
  const wrapper = ((...args: unknown[]) => {
    fn ??= build();
    const out = fn(...args);
    // Ajv reports failures on the function object; Fastify reads them from the one it was given.
    if (copyErrors) (wrapper as unknown as { errors: unknown }).errors = (fn as unknown as { errors: unknown }).errors;
    return out;
  }) as T;
  return wrapper;
}

const buildDefaultValidator = ValidatorSelector();
const buildDefaultSerializer = SerializerSelector();

export const lazyCompilersFactory = {
  buildValidator(externalSchemas: unknown, ajvOptions: unknown) {
    const compile = buildDefaultValidator(externalSchemas as never, ajvOptions as never) as AnyFn;
    return (routeSchema: unknown) => lazy(() => compile(routeSchema), true);
  },
  buildSerializer(externalSchemas: unknown, serializerOptions: unknown) {
    const compile = buildDefaultSerializer(externalSchemas as never, serializerOptions as never) as AnyFn;
    return (routeSchema: unknown) => lazy(() => compile(routeSchema), false);
  },
};
