/**
 * The TypeScript type of a JSON Schema constant (declared `as const`), for the subset the API views
 * use: type (or a list of types), enum, properties with required, items, additionalProperties,
 * anyOf. A property not listed in `required` is optional. The schema stays the one definition: the
 * server serialises through it, OpenAPI lists it, server and portal code are typed by it.
 */
export type FromSchema<S> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { anyOf: readonly (infer A)[] }
    ? FromSchema<A>
    : S extends { type: readonly (infer T)[] }
      ? TypeOf<S, T>
      : S extends { type: infer T }
        ? TypeOf<S, T>
        : unknown;

type TypeOf<S, T> = T extends 'object' ? ObjectOf<S> : T extends 'array' ? ArrayOf<S> : Primitive<T>;

type Primitive<T> = T extends 'string' ? string : T extends 'integer' | 'number' ? number : T extends 'boolean' ? boolean : T extends 'null' ? null : never;

type ArrayOf<S> = S extends { items: infer I } ? FromSchema<I>[] : unknown[];

type ObjectOf<S> = S extends { properties: infer P }
  ? Properties<P, S extends { required: readonly (infer R)[] } ? R : never>
  : S extends { additionalProperties: infer V }
    ? Record<string, V extends object ? FromSchema<V> : unknown>
    : Record<string, unknown>;

type Properties<P, R> = Flat<{ -readonly [K in keyof P & R]: FromSchema<P[K]> } & { -readonly [K in Exclude<keyof P, R>]?: FromSchema<P[K]> }>;

type Flat<T> = { [K in keyof T]: T[K] };
