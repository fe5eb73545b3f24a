import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';

type Serializer = (data: unknown) => string;

/**
 * A serializer compiler for the extra paths of one call (its r / rw variants): each response schema is
 * compiled on first use, once for all of them, with the app's own compiler. Compiling every variant at
 * start would double the server's start-up time for paths that are rarely called. The call's own path
 * is compiled as usual at start, which also guarantees the app's compiler exists by the first request.
 */
export function lazySharedSerializers(app: FastifyInstance): FastifySerializerCompiler<unknown> {
  const compiled = new Map<string, Serializer>();
  return (route) => {
    const key = `${route.httpStatus}|${route.contentType ?? ''}`;
    return (data) => {
      let serialize = compiled.get(key);
      if (!serialize) {
        serialize = app.serializerCompiler!(route);
        compiled.set(key, serialize);
      }
      return serialize(data);
    };
  };
}
